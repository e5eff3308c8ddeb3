// The element kinds of the matrix core (gcn_mfma, gcn_mfma_dot), from an MFMA
// row's A operand type and dwords (cmodel/isa/gfx90a.isa, docs/units/mfma.md).
// Included in the body of both modules.
/* verilator lint_off UNUSEDPARAM */
localparam [2:0] MK_F32  = 3'd0;  // f32 A/B, one element a lane; f32 accumulator
localparam [2:0] MK_F16  = 3'd1;  // f16, four a lane (two dwords)
localparam [2:0] MK_BF16 = 3'd2;  // bf16, two a lane (one dword)
localparam [2:0] MK_BF1K = 3'd3;  // bf16_1k, four a lane (two dwords)
localparam [2:0] MK_I8   = 3'd4;  // int8, four a lane; int32 accumulator
localparam [2:0] MK_F64  = 3'd5;  // f64, one a lane; f64 accumulator
/* verilator lint_on UNUSEDPARAM */
