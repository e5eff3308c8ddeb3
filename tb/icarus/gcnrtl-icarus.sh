#!/bin/sh
# gcnrtl-icarus: the Icarus adapter (tb/icarus) with the options of
# gcnrtl-verilator; copied to build/ by make.  TRACE=1 writes waveforms to
# --wave-file (default build/gcn_cu.vcd; a name ending in .fst gives FST).
D=$(dirname "$0")/icarus
wave=build/gcn_cu.vcd
prev=
for a in "$@"; do
  [ "$prev" = "--wave-file" ] && wave=$a
  prev=$a
done
if [ -n "$TRACE" ] && [ "$TRACE" != 0 ]; then
  case $wave in
    *.fst) exec vvp -n -M "$D" -m tb_vpi "$D/tb.vvp" -fst "+vcd=$wave" "$@" ;;
    *) exec vvp -n -M "$D" -m tb_vpi "$D/tb.vvp" "+vcd=$wave" "$@" ;;
  esac
fi
exec vvp -n -M "$D" -m tb_vpi "$D/tb.vvp" "$@"
