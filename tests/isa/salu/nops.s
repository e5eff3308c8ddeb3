// Instructions with no architectural effect in the functional model retire
// and fall through (docs/salu-valu-int.md): s_nop, s_waitcnt, s_sleep,
// s_wakeup, s_icache_inv, s_incperflevel, s_decperflevel, s_ttracedata,
// s_sendmsg.  SCC and the registers are unchanged.
;; init scc = 1
;; init s0 = 5
;; init m0 = 0x1234
s_nop 7
s_waitcnt vmcnt(0) lgkmcnt(0)
s_sleep 3
s_wakeup
s_icache_inv
s_incperflevel 1
s_decperflevel 1
s_ttracedata
s_sendmsg sendmsg(MSG_INTERRUPT)
s_cselect_b32 s1, 1, 0
s_cbranch_cdbguser bad             // COND_DBG bits are never set in the model
s_cbranch_cdbgsys_or_user bad
s_cbranch_cdbgsys bad
s_cbranch_cdbgsys_and_user bad
s_endpgm
bad:
s_mov_b32 s2, 0xbad
s_endpgm
;; expect s0 = 5
;; expect s1 = 1
;; expect s2 = 0
;; expect m0 = 0x1234
;; expect scc = 1
