// clz53: leading zeros of a 53-bit significand (53 for zero).  Included in
// the body of the f64 modules that normalize; gcn_lzc.vh's counter.  (The
// matrix core's lanes include it too: their clz53 may hide the parent's.)
`include "gcn_lzc.vh"
/* verilator lint_off VARHIDDEN */
  `GCN_LZC(clz53, 53, 6)
/* verilator lint_on VARHIDDEN */
