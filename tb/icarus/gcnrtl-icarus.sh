#!/bin/sh
# gcnrtl-icarus: the Icarus adapter (tb/icarus) with the options of
# gcnrtl-verilator; copied to build/ by make.  TRACE=1 writes waveforms to
# --wave-file (default build/gcn_cu.vcd; a name ending in .fst gives FST).
D=$(dirname "$0")/icarus
wave=build/gcn_cu.vcd
prev=
plus=
for a in "$@"; do
  [ "$prev" = "--wave-file" ] && wave=$a
  # --fault K[:N] arms rtl/lib/gcn_fault.v through vvp plusargs (the core checks the value)
  if [ "$prev" = "--fault" ]; then
    case $a in
      *:*) plus="+gcn_fault=${a%%:*} +gcn_fault_n=${a#*:}" ;;
      *) plus="+gcn_fault=$a +gcn_fault_n=1" ;;
    esac
  fi
  prev=$a
done
# shellcheck disable=SC2086  # $plus is two words or none
set -- "$@" $plus
if [ -n "$TRACE" ] && [ "$TRACE" != 0 ]; then
  case $wave in
    *.fst) exec vvp -n -M "$D" -m tb_vpi "$D/tb.vvp" -fst "+vcd=$wave" "$@" ;;
    *) exec vvp -n -M "$D" -m tb_vpi "$D/tb.vvp" "+vcd=$wave" "$@" ;;
  esac
fi
exec vvp -n -M "$D" -m tb_vpi "$D/tb.vvp" "$@"
