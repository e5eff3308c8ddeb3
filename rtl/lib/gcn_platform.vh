// Per-tool macros, the only `defines of the RTL.  Include at the top of a file
// (guarded); tools: Verilator (VERILATOR), Icarus (__ICARUS__), Yosys (YOSYS).
`ifndef GCN_PLATFORM_VH
`define GCN_PLATFORM_VH

// GCN_STATIC_ASSERT(label, condition, "message"): elaboration-time parameter
// check, used inside a module body.  Icarus 11 has no elaboration $error, so
// it fails at time 0 instead.
`ifdef __ICARUS__
`define GCN_STATIC_ASSERT(label, cond, msg) \
  if (!(cond)) begin : label \
    initial begin \
      $display("parameter check failed: %m: %s", msg); \
      $finish; \
    end \
  end
`else
`define GCN_STATIC_ASSERT(label, cond, msg) \
  if (!(cond)) begin : label \
    $error(msg); \
  end
`endif

`endif
