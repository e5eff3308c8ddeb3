// gcn_valu_sdwa_dst: the SDWA destination placement (ISA 13.3.7), as
// cmodel/src/valu_operands.c sdwa_place.  The result's low 8/16 bits go to the
// byte (sel 0-3) or word (4-5) sel_i names; sel 6 (and the reserved 7) writes
// the whole dword.  The rest of the register is, by unused_i:
//   0 UNUSED_PAD      zero (also the reserved value 3)
//   1 UNUSED_SEXT     the field's top bit above the field, zeros below
//   2 UNUSED_PRESERVE the register's old bits (old_i)
module gcn_valu_sdwa_dst (
  input  wire [2:0]  sel_i,
  input  wire [1:0]  unused_i,
  input  wire [31:0] new_i,
  input  wire [31:0] old_i,
  output reg  [31:0] val_o
);
  reg [31:0] field;   // the bits the result occupies
  reg [31:0] above;   // the bits above the field
  reg [31:0] placed;  // the result moved into the field
  reg        top;     // the field's sign bit
  always @(*) begin
    case (sel_i)
      3'd0:    begin field = 32'h000000ff; above = 32'hffffff00; placed = {24'd0, new_i[7:0]};        top = new_i[7];  end
      3'd1:    begin field = 32'h0000ff00; above = 32'hffff0000; placed = {16'd0, new_i[7:0], 8'd0};  top = new_i[7];  end
      3'd2:    begin field = 32'h00ff0000; above = 32'hff000000; placed = {8'd0, new_i[7:0], 16'd0};  top = new_i[7];  end
      3'd3:    begin field = 32'hff000000; above = 32'h00000000; placed = {new_i[7:0], 24'd0};        top = new_i[7];  end
      3'd4:    begin field = 32'h0000ffff; above = 32'hffff0000; placed = {16'd0, new_i[15:0]};       top = new_i[15]; end
      3'd5:    begin field = 32'hffff0000; above = 32'h00000000; placed = {new_i[15:0], 16'd0};       top = new_i[15]; end
      default: begin field = 32'hffffffff; above = 32'h00000000; placed = new_i;                      top = 1'b0;      end
    endcase
    case (unused_i)
      2'd1:    val_o = placed | (top ? above : 32'd0);
      2'd2:    val_o = placed | (old_i & ~field);
      default: val_o = placed;
    endcase
  end
endmodule
