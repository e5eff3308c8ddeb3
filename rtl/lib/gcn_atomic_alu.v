// gcn_atomic_alu: the new value of an atomic, at_apply of
// cmodel/src/mem_ops.c.  One ALU for every atomic the CU computes itself:
// the LDS's (gcn_ds: DS lanes and FLAT lanes in the shared aperture) and the
// LSU's read-modify-write of a scratch atomic split over two elements.
// Op codes are the dm_* ones (docs/rtl-interfaces.md) with the DS-only
// operations after them (DM_* of the generated gcn_isa.vh):
//   2 add, 3 sub, 4 smin, 5 umin, 6 smax, 7 umax, 8 and, 9 or, 10 xor,
//   11 inc, 12 dec, 13 swap, 14 cmpswap (src if old equals cmp, else old),
//   15 fadd (old + src, f32 or f64: gcn_fp_add), 16 fmin, 17 fmax (f32 or
//   f64), 18 rsub, 19 mskor ((old & ~src) | cmp), 20 wrap (old >= src ?
//   old - src : old + cmp), 21 fcmpswap (cmpswap with a float compare).
//   Anything else (22 fadd_ftz and 23 pk_add_f16, which only the memory
//   applies) gives old.
// Float ops (docs/memory.md): fmin / fmax: one NaN gives the other operand,
// two NaNs give src quieted, -0 < +0, no denormal flushing; fcmpswap: -0 ==
// +0, a NaN never equal; fadd: IEEE, nearest even, denormals kept, the first
// NaN (old, then src) quieted, inf - inf the default NaN.  32-bit operands
// (wide_i low) use the low halves and give a zero high half.  Combinational.
module gcn_atomic_alu #(
  `include "gcn_isa.vh"
) (
  input  wire [4:0]  op_i,
  input  wire        wide_i,
  input  wire [63:0] old_i,
  input  wire [63:0] src_i,
  input  wire [63:0] cmp_i,   // cmpswap's compare value; mskor's and wrap's second operand
  output reg  [63:0] new_o
);
  wire [63:0] msk = wide_i ? 64'hffff_ffff_ffff_ffff : 64'h0000_0000_ffff_ffff;
  wire [63:0] o   = old_i & msk;
  wire [63:0] s   = src_i & msk;
  wire [63:0] c   = cmp_i & msk;
  // signed views (32-bit operands sign-extended) for min / max
  wire [63:0] os  = wide_i ? o : {{32{o[31]}}, o[31:0]};
  wire [63:0] ss  = wide_i ? s : {{32{s[31]}}, s[31:0]};

  // float views {NaN, sign, magnitude} of old, src and cmp
  function automatic [64:0] f_view(input wd, input [63:0] x);
    f_view = wd ? {x[62:52] == 11'h7ff && x[51:0] != 52'd0, x[63], x[62:0]}
                : {x[30:23] == 8'hff && x[22:0] != 23'd0, x[31], 32'd0, x[30:0]};
  endfunction
  wire [64:0] fo = f_view(wide_i, o);
  wire [64:0] fs = f_view(wide_i, s);
  wire [64:0] fc = f_view(wide_i, c);
  // {sign, magnitude} of two numbers (not NaN): a == b (-0 == +0), a < b
  function automatic f_eq(input [63:0] a, input [63:0] b);
    f_eq = a == b || (a[62:0] == 63'd0 && b[62:0] == 63'd0);
  endfunction
  function automatic f_lt(input [63:0] a, input [63:0] b);
    f_lt = !f_eq(a, b) && ((a[63] && !b[63]) || (!a[63] && !b[63] && a[62:0] < b[62:0]) ||
                           (a[63] && b[63] && a[62:0] > b[62:0]));
  endfunction
  wire        f_os_eq = f_eq(fo[63:0], fs[63:0]);
  wire        f_os_lt = f_lt(fo[63:0], fs[63:0]);
  wire [63:0] s_quiet = s | (wide_i ? 64'h0008_0000_0000_0000 : 64'h0000_0000_0040_0000);
  // fmin / fmax: a NaN on one side gives the other side
  wire [63:0] f_nan = fo[64] ? (fs[64] ? s_quiet : s) : o;
  wire [63:0] f_min = (fo[64] || fs[64]) ? f_nan : f_os_eq ? (fo[63] ? o : s) : (f_os_lt ? o : s);
  wire [63:0] f_max = (fo[64] || fs[64]) ? f_nan : f_os_eq ? (fo[63] ? s : o) : (f_os_lt ? s : o);

  // fadd
  wire [63:0] f_add;
  gcn_fp_add u_fadd (
    .wide_i (wide_i),
    .a_i    (o),
    .b_i    (s),
    .sum_o  (f_add)
  );

  reg [63:0] v;
  always @(*) begin
    case (op_i)
      DM_ADD:      v = o + s;
      DM_SUB:      v = o - s;
      DM_SMIN:     v = ($signed(ss) < $signed(os)) ? s : o;
      DM_UMIN:     v = (s < o) ? s : o;
      DM_SMAX:     v = ($signed(ss) > $signed(os)) ? s : o;
      DM_UMAX:     v = (s > o) ? s : o;
      DM_AND:      v = o & s;
      DM_OR:       v = o | s;
      DM_XOR:      v = o ^ s;
      DM_INC:      v = (o >= s) ? 64'd0 : o + 64'd1;
      DM_DEC:      v = (o == 64'd0 || o > s) ? s : o - 64'd1;
      DM_SWAP:     v = s;
      DM_CMPSWAP:  v = (o == c) ? s : o;
      DM_FADD:     v = f_add;
      DM_FMIN:     v = f_min;
      DM_FMAX:     v = f_max;
      DM_RSUB:     v = s - o;
      DM_MSKOR:    v = (o & ~s) | c;
      DM_WRAP:     v = (o >= s) ? o - s : o + c;
      DM_FCMPSWAP: v = (!fo[64] && !fc[64] && f_eq(fo[63:0], fc[63:0])) ? s : o;
      default:     v = o;
    endcase
    new_o = v & msk;
  end
endmodule
