// clz53: leading zeros of a 53-bit significand (53 for zero).  Included in
// the body of the f64 modules that normalize; gcn_lzc.vh's counter.
`include "gcn_lzc.vh"
  `GCN_LZC(clz53, 53, 6)
