// clz53: leading zeros of a 53-bit significand (53 for zero).  Included in
// the body of the f64 modules that normalize; one definition for all of them.
/* verilator lint_off VARHIDDEN */
  function automatic [5:0] clz53(input [52:0] v);
    integer i;
    reg found;
    begin
      clz53 = 6'd53;
      found = 1'b0;
      for (i = 52; i >= 0; i = i - 1) begin
        if (v[i] && !found) begin
          clz53 = 6'(52 - i);
          found = 1'b1;
        end
      end
    end
  endfunction
/* verilator lint_on VARHIDDEN */
