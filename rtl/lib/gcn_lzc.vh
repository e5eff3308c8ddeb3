// GCN_LZC(NAME, W, OW): the one leading-zero counter, as a function per width.
// `GCN_LZC(lzc24, 24, 5) in a module body defines
//   function [OW-1:0] NAME(input [W-1:0] v): the leading zeros of v, W when v is zero
// (OW bits hold W).  Included where it is used, with `include "gcn_lzc.vh" first;
// gcn_clz53.vh is the 53-bit one of the f64 modules.  A priority chain: the lowest
// set bit first, each higher one overriding it; synthesis makes a priority encoder.
`ifndef GCN_LZC_VH
`define GCN_LZC_VH
`define GCN_LZC(NAME, W, OW) \
  function automatic [OW-1:0] NAME(input [W-1:0] lzc_v); \
    integer lzc_i; \
    begin \
      NAME = OW'(W); \
      for (lzc_i = 0; lzc_i < W; lzc_i = lzc_i + 1) \
        if (lzc_v[lzc_i]) NAME = OW'(W - 1 - lzc_i); \
    end \
  endfunction
`endif
