// gcn_atomic_alu: the new value of an integer atomic, by dm_* op code
// (docs/rtl-interfaces.md; at_apply of cmodel/src/mem_ops.c): 2 add, 3 sub,
// 4 smin, 5 umin, 6 smax, 7 umax, 8 and, 9 or, 10 xor, 11 inc, 12 dec,
// 13 swap, 14 cmpswap (src if old equals cmp, else old).  32-bit operands
// (wide_i low) use the low halves and give a zero high half.
// Combinational.
module gcn_atomic_alu (
  input  wire [4:0]  op_i,
  input  wire        wide_i,
  input  wire [63:0] old_i,
  input  wire [63:0] src_i,
  input  wire [63:0] cmp_i,
  output reg  [63:0] new_o
);
  wire [63:0] msk = wide_i ? 64'hffff_ffff_ffff_ffff : 64'h0000_0000_ffff_ffff;
  wire [63:0] o   = old_i & msk;
  wire [63:0] s   = src_i & msk;
  wire [63:0] c   = cmp_i & msk;
  // signed views (32-bit operands sign-extended) for min / max
  wire [63:0] os  = wide_i ? o : {{32{o[31]}}, o[31:0]};
  wire [63:0] ss  = wide_i ? s : {{32{s[31]}}, s[31:0]};
  reg  [63:0] v;
  always @(*) begin
    case (op_i)
      5'd2:    v = o + s;
      5'd3:    v = o - s;
      5'd4:    v = ($signed(ss) < $signed(os)) ? s : o;
      5'd5:    v = (s < o) ? s : o;
      5'd6:    v = ($signed(ss) > $signed(os)) ? s : o;
      5'd7:    v = (s > o) ? s : o;
      5'd8:    v = o & s;
      5'd9:    v = o | s;
      5'd10:   v = o ^ s;
      5'd11:   v = (o >= s) ? 64'd0 : o + 64'd1;
      5'd12:   v = (o == 64'd0 || o > s) ? s : o - 64'd1;
      5'd13:   v = s;
      5'd14:   v = (o == c) ? s : o;
      default: v = o;
    endcase
    new_o = v & msk;
  end
endmodule
