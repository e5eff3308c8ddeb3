// mfma_dot: one dot-product lane's step of the matrix core, as a function that
// gcn_mfma_dot calls in its clocked process under the step's enable.  It takes
// one element's accumulator and the A and B words of one lane each (all
// the elements that lane holds: 1 f32 or f64, 2 bf16, 4 f16, bf16_1k or int8)
// and returns the accumulator after that group, as docs/mfma.md "Numerics" has it:
//   f32, f64: one fused multiply-add, RNE, denormals kept (simf_f64_fma, the
//             VALU's f64 FMA, which also rounds once into f32);
//   f16, bf16, bf16_1k: the group's products and the accumulator summed
//             exactly, rounded once to f32 (mfma_dot16);
//   int8:     four signed 8x8 products added modulo 2^32.
// Multipliers per lane: one f64 FMA (shared by f32), four 11x11 (f16/bf16) and
// four 8x8 signed (int8).  Included in a module body, once, after
// gcn_mfma_kinds.vh.
  `include "simf/gcn_simf_f64_fma.vh"
  `include "mfma/gcn_mfma_dot16.vh"

/* verilator lint_off VARHIDDEN */
  // an f32 as the f64 of the same value (exact; NaN payloads moved up, not quieted)
  function automatic [63:0] f32_to_f64(input [31:0] f);
    reg [5:0]  lz;   // a denormal's leading zeros
    reg [22:0] m;
    begin
      lz = clz53({f[22:0], 30'd0});
      m = f[22:0] << (lz + 6'd1);  // its leading one shifted out
      if (f[30:23] == 8'hff)      f32_to_f64 = {f[31], 11'h7ff, f[22:0], 29'd0};
      else if (f[30:23] != 8'd0)  f32_to_f64 = {f[31], 11'(f[30:23]) + 11'd896, f[22:0], 29'd0};
      else if (f[22:0] == 23'd0)  f32_to_f64 = {f[31], 63'd0};
      else                        f32_to_f64 = {f[31], 11'd896 - 11'(lz), m, 29'd0};
    end
  endfunction

  // kind: MK_* (gcn_mfma_kinds.vh); acc: f32/i32 accumulator in bits 31:0, f64 in 63:0
  function automatic [63:0] mfma_dot(input [2:0] kind, input [63:0] acc, input [63:0] a, input [63:0] b);
    reg        f64;
    reg [31:0] isum;   // int8: four signed products, 32-bit wrap
    integer    k;
    begin
      f64 = kind == MK_F64;
      case (kind)
        MK_F32, MK_F64:
          mfma_dot = simf_f64_fma(f64 ? a : f32_to_f64(a[31:0]), 2'd0, f64 ? b : f32_to_f64(b[31:0]),
                                  f64 ? acc : f32_to_f64(acc[31:0]), 1'b1, 14'sd0, 2'd0,
                                  f64 ? 2'd0 : 2'd1, 1'b0, 1'b0)
                     & {{32{f64}}, 32'hffff_ffff};
        MK_F16, MK_BF16, MK_BF1K:
          mfma_dot = {32'd0, mfma_dot16(acc[31:0], a, b, kind != MK_F16, kind != MK_BF16)};
        default: begin
          isum = acc[31:0];
          for (k = 0; k < 4; k = k + 1)
            isum = isum + {{24{a[8*k+7]}}, a[8*k +: 8]} * {{24{b[8*k+7]}}, b[8*k +: 8]};
          mfma_dot = {32'd0, isum};
        end
      endcase
    end
  endfunction
/* verilator lint_on VARHIDDEN */
