// popc64: the ones in a 64-bit value (a lane mask: EXEC, a fork's sides).
// Included in the body of the modules that count lanes; one definition for
// all of them.
/* verilator lint_off VARHIDDEN */
  function automatic [6:0] popc64(input [63:0] v);
    integer i;
    begin
      popc64 = 7'd0;
      for (i = 0; i < 64; i = i + 1) popc64 = popc64 + {6'd0, v[i]};
    end
  endfunction
/* verilator lint_on VARHIDDEN */
