// gcn_simf_trans and gcn_simf_trans_lane: the function and the format of a
// transcendental op (gcn_simf_trans decodes them, its lane engines run them)
/* verilator lint_off UNUSEDPARAM */
localparam [2:0] F_NONE = 3'd0, F_RCP = 3'd1, F_RSQ = 3'd2, F_SQRT = 3'd3, F_EXP = 3'd4, F_LOG = 3'd5,
                 F_SIN = 3'd6, F_COS = 3'd7;
localparam [1:0] FMT_F64 = 2'd0, FMT_F32 = 2'd1, FMT_F16 = 2'd2;
/* verilator lint_on UNUSEDPARAM */
