// s_rfe_b64 (ISA 12.3): PRIV = 0, PC = S0 (a return from a trap handler).
s_getpc_b64 s[0:1]                   // @0: 4
s_add_u32 s0, s0, 12                 // @4: 16
s_rfe_b64 s[0:1]                     // @8
s_mov_b32 s2, 1                      // @12: skipped
s_mov_b32 s3, 1                      // @16
s_endpgm
;; expect s2 = 0
;; expect s3 = 1
