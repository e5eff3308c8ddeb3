// Retirement records of memory instructions (tests/mem/test_memrec.c steps
// these one by one with EXEC = lanes 0 and 2).
ds_write2_b32 v0, v1, v2 offset1:1
global_store_dword v[4:5], v1, off
scratch_store_dwordx2 v0, v[2:3], off
ds_add_rtn_u32 v6, v0, v1
global_atomic_cmpswap v[4:5], v[8:9], off
global_load_dword a1, v[4:5], off
s_store_dword s10, s[12:13], 0x4
global_load_dword v[4:5], off lds
ds_read_b32 v7, v0
s_endpgm
