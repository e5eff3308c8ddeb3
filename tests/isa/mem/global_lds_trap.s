// A GLOBAL instruction whose address falls in the LDS (shared) aperture is a
// memory violation (ISA 9.4); FLAT would have reached LDS.  The harness puts
// the shared aperture at 0x1_0000_0000_0000.
;; init exec = 0x1
;; init v0 = 0x40
;; init v1 = 0x10000
global_load_dword v2, v[0:1], off
s_endpgm
;; expect trap = memory
