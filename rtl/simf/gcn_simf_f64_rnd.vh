// simf_f64_rnd: the rounding of gcn_simf_f64_rnd (which see) as a function, so
// that a clocked process can call it under its enable (the matrix core's dot
// lanes, through simf_f64_fma) as well as a combinational one (the module).
// Included in a module body (once: gcn_simf_f64_fma.vh includes it); defines
// FMT_F64 and FMT_F32 (fmt: 0 f64, 1 f32, 2 f16).
/* verilator lint_off UNUSEDPARAM */
localparam [1:0] FMT_F64 = 2'd0, FMT_F32 = 2'd1;
/* verilator lint_on UNUSEDPARAM */
/* verilator lint_off VARHIDDEN */
  // sgn * man * 2^(ex - 169), man[169] set, rounded once into fmt under rnd
  // (MODE.FP_ROUND: 0 even, 1 +inf, 2 -inf, 3 zero)
  function automatic [63:0] simf_f64_rnd(input sgn, input signed [13:0] ex, input [169:0] man,
                                         input [1:0] rnd, input [1:0] fmt, input flush, input sat16);
    reg signed [13:0] emin, emax;
    reg [63:0]        inf_enc, min_norm;
    reg [6:0]         sh;
    reg [297:0]       t;
    reg [52:0]        keep;
    reg               half, sticky, inc, ovf, to_inf;
    reg [63:0]        keepr, field, mag;
    reg signed [13:0] dexp;
    reg [10:0]        bexp;         // ex - emin: below 2046 whenever it is used
    begin
      case (fmt)
        FMT_F64: begin emin = -14'sd1022; emax = 14'sd1023; inf_enc = 64'h7ff0_0000_0000_0000; min_norm = 64'h0010_0000_0000_0000; end
        FMT_F32: begin emin = -14'sd126;  emax = 14'sd127;  inf_enc = 64'h0000_0000_7f80_0000; min_norm = 64'h0000_0000_0080_0000; end
        default: begin emin = -14'sd14;   emax = 14'sd15;   inf_enc = 64'h0000_0000_0000_7c00; min_norm = 64'h0000_0000_0000_0400; end
      endcase
      // below the normal range the rounding point moves up: shift the value down
      // (128 spare zero bits below it, so nothing is lost; beyond 127 everything
      // lies under the rounding point of every format anyway)
      dexp = emin - ex;
      if (ex >= emin)             sh = 7'd0;
      else if (dexp > 14'sd127)   sh = 7'd127;
      else                        sh = dexp[6:0];
      t = {man, 128'd0} >> sh;
      case (fmt)
        FMT_F64: begin keep = t[297:245];          half = t[244]; sticky = |t[243:0]; end
        FMT_F32: begin keep = {29'd0, t[297:274]}; half = t[273]; sticky = |t[272:0]; end
        default: begin keep = {42'd0, t[297:287]}; half = t[286]; sticky = |t[285:0]; end
      endcase
      case (rnd)
        2'd0:    inc = half && (sticky || keep[0]);
        2'd1:    inc = (half || sticky) && !sgn;
        2'd2:    inc = (half || sticky) && sgn;
        default: inc = 1'b0;
      endcase
      keepr = {11'd0, keep} + {63'd0, inc};
      // keep carries the implicit bit, so adding it to (exp - emin) in the exponent
      // field gives the biased exponent, and a round-up carry moves into it
      field = 64'd0;
      bexp = 11'(ex - emin);
      if (ex >= emin && ex <= emax) begin
        case (fmt)
          FMT_F64: field = {1'b0, bexp[10:0], 52'd0};
          FMT_F32: field = {33'd0, bexp[7:0], 23'd0};
          default: field = {49'd0, bexp[4:0], 10'd0};
        endcase
      end
      mag = field + keepr;
      ovf = ex > emax || mag >= inf_enc;
      to_inf = rnd == 2'd0 || (rnd == 2'd1 && !sgn) || (rnd == 2'd2 && sgn);
      if (ovf) begin
        if (fmt != FMT_F64 && fmt != FMT_F32 && sat16 && ex <= 14'sd1023) mag = inf_enc - 64'd1;
        else if (to_inf)  mag = inf_enc;
        else              mag = inf_enc - 64'd1;
      end
      if (flush && mag < min_norm) mag = 64'd0;
      case (fmt)
        FMT_F64: simf_f64_rnd = {sgn, mag[62:0]};
        FMT_F32: simf_f64_rnd = {32'd0, sgn, mag[30:0]};
        default: simf_f64_rnd = {48'd0, sgn, mag[14:0]};
      endcase
    end
  endfunction
/* verilator lint_on VARHIDDEN */
