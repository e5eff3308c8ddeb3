// gcn_valu_sdwa_src: the SDWA source select (ISA 13.3.7), as
// cmodel/src/valu_operands.c sdwa_select: sel 0-3 a byte, 4-5 a word, 6 (and
// the reserved 7) the whole dword; the field moves to bit 0, zero-extended,
// or sign-extended with sext (an integer operand's sext()).  Float abs/neg
// apply after this, in the sequencer.
module gcn_valu_sdwa_src (
  input  wire [2:0]  sel_i,
  input  wire        sext_i,
  input  wire [31:0] val_i,
  output reg  [31:0] val_o
);
  always @(*) begin
    case (sel_i)
      3'd0:    val_o = {{24{sext_i & val_i[7]}},  val_i[7:0]};
      3'd1:    val_o = {{24{sext_i & val_i[15]}}, val_i[15:8]};
      3'd2:    val_o = {{24{sext_i & val_i[23]}}, val_i[23:16]};
      3'd3:    val_o = {{24{sext_i & val_i[31]}}, val_i[31:24]};
      3'd4:    val_o = {{16{sext_i & val_i[15]}}, val_i[15:0]};
      3'd5:    val_o = {{16{sext_i & val_i[31]}}, val_i[31:16]};
      default: val_o = val_i;
    endcase
  end
endmodule
