// gcn_lsu_fmt: the register value of a format (typed) buffer load
// (buffer_load_format_*, tbuffer_load_format_*; ISA 8.1.4; cmodel
// sem_buffer.c bf_load_format).  Combinational, one lane, one register.
//
// The lane's element is in elem_i from byte 0: fmt_i's components of 8, 16
// or 32 bits.  Result j of the instruction (j < its components) is picked by
// select j: 4..7 component 0..3 (past the format's: 0, W reads one), 1 one,
// anything else 0; one is 1 in the result's type (1.0 for FLOAT: 0x3f800000,
// d16 0x3c00).  Out of range (oor_i): 0, except a select of 1 (one).
// Components convert exactly: 32 bits as they are, 8/16-bit UINT zero- and
// SINT sign-extended, 16-bit FLOAT half to single (denormals normalized, inf
// and NaN kept, a NaN's payload unchanged).  d16: the 16 raw bits of a
// component, two results a register (low half first); a half without a result
// (an odd count, or d16 hi: the low half) keeps the register's old value.
// gcn_lsu checks the format is one of these (else it traps) before any access.
module gcn_lsu_fmt (
  input  wire [127:0] elem_i,
  // {components (1..4), width (0 8, 1 16, 2 32 bits), SINT, FLOAT,
  //  selects (3 bits each, result 0 lowest), the instruction's results (1..4)}
  input  wire [21:0]  fmt_i,
  input  wire         d16_i,
  input  wire         hi_i,     // d16 hi: the one result into the high half
  input  wire         oor_i,
  input  wire [31:0]  old_i,    // the register's value at issue
  input  wire [1:0]   k_i,      // the register of the result: 0..3
  output reg  [31:0]  dw_o
);
  wire [2:0]  n   = fmt_i[21:19];
  wire [1:0]  bw  = fmt_i[18:17];
  wire        sx  = fmt_i[16];
  wire        fl  = fmt_i[15];
  wire [11:0] sel = fmt_i[14:3];
  wire [2:0]  cnt = fmt_i[2:0];
  wire [31:0] one = !fl ? 32'd1 : d16_i ? 32'h3c00 : 32'h3f800000;

  `include "gcn_lzc.vh"
  `GCN_LZC(lzc10, 10, 4)

  // half to single, exact
  function automatic [31:0] h2s(input [15:0] h);
    reg [3:0] lz;
    begin
      lz = lzc10(h[9:0]);
      if (h[14:10] == 5'h1f) h2s = {h[15], 8'hff, h[9:0], 13'd0};
      else if (h[14:10] != 5'd0) h2s = {h[15], 3'd0, h[14:10], h[9:0], 13'd0} + 32'h38000000;
      else if (h[9:0] == 10'd0) h2s = {h[15], 31'd0};
      else h2s = {h[15], 8'd112 - {4'd0, lz}, h[9:0] << (lz + 4'd1), 13'd0};
    end
  endfunction

  // component c as a register value (functions take every value they read as
  // an argument: an @(*) is sensitive to those alone)
  function automatic [31:0] comp(input [127:0] e, input [1:0] c, input d16, input [1:0] w, input f, input x);
    reg [31:0] raw;
    begin
      raw = e[{c, 5'd0} >> (3'd2 - {1'b0, w}) +: 32];
      if (d16) comp = {16'd0, raw[15:0]};
      else if (w == 2'd2) comp = raw;
      else if (w == 2'd1) comp = f ? h2s(raw[15:0]) : x ? {{16{raw[15]}}, raw[15:0]} : {16'd0, raw[15:0]};
      else comp = x ? {{24{raw[7]}}, raw[7:0]} : {24'd0, raw[7:0]};
    end
  endfunction

  // the value select s picks (in range)
  function automatic [31:0] pick(input [2:0] s, input [127:0] e, input [2:0] nc, input d16, input [1:0] w,
                                 input f, input x, input [31:0] o);
    if (s[2] && {1'b0, s[1:0]} < nc) pick = comp(e, s[1:0], d16, w, f, x);
    else pick = (s == 3'd1 || s == 3'd7) ? o : 32'd0;
  endfunction

  // result j: select j of sel
  wire [2:0]  s0 = sel[2:0], s1 = sel[5:3], s2 = sel[8:6], s3 = sel[11:9];
  wire [31:0] v0 = pick(s0, elem_i, n, d16_i, bw, fl, sx, one);
  wire [31:0] v1 = pick(s1, elem_i, n, d16_i, bw, fl, sx, one);
  wire [31:0] v2 = pick(s2, elem_i, n, d16_i, bw, fl, sx, one);
  wire [31:0] v3 = pick(s3, elem_i, n, d16_i, bw, fl, sx, one);
  // out of range: 0, except a select of 1
  wire [127:0] res = oor_i ? {(s3 == 3'd1) ? one : 32'd0, (s2 == 3'd1) ? one : 32'd0,
                              (s1 == 3'd1) ? one : 32'd0, (s0 == 3'd1) ? one : 32'd0} : {v3, v2, v1, v0};

  wire [31:0] r_lo = res[{k_i[0], 6'd0} +: 32];         // results 2k, 2k + 1 (d16)
  wire [31:0] r_hi = res[{k_i[0], 6'd0} + 7'd32 +: 32];
  always @(*) begin
    if (!d16_i) dw_o = res[{k_i, 5'd0} +: 32];
    else if (hi_i) dw_o = {r_lo[15:0], old_i[15:0]};
    else dw_o = {({1'b0, k_i, 1'b1} < {1'b0, cnt}) ? r_hi[15:0] : old_i[31:16], r_lo[15:0]};
  end

  wire unused = &{1'b0, r_lo[31:16], r_hi[31:16]};
endmodule
