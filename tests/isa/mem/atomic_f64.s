// FP64 atomics (split from misc.s): global_atomic_min/max_f64 (minNum/maxNum:
// a NaN operand gives the other one; -0 < +0).
;; copies share memory
;; mem 0x20000 0x1000
;; init mem 0x20400 f64 [1.5, float('nan'), -0.0, 2.0, 0.0, -3.0]
;; init exec = 0x1
;; init v16 = 0x20400
;; init v17 = 0
;; init v18 = f64lo(-1.0)
;; init v19 = f64hi(-1.0)
;; init v20 = f64lo(float('nan'))
;; init v21 = f64hi(float('nan'))
;; init v22 = f64lo(0.0)
;; init v23 = f64hi(0.0)
;; init v24 = f64lo(-0.0)
;; init v25 = f64hi(-0.0)
global_atomic_min_f64 v[16:17], v[18:19], off
global_atomic_max_f64 v[16:17], v[18:19], off offset:8
global_atomic_min_f64 v[16:17], v[20:21], off offset:16
global_atomic_max_f64 v[16:17], v[24:25], off offset:32
global_atomic_min_f64 v[16:17], v[24:25], off offset:32
s_endpgm
;; expect mem 0x20400 f64 [-1.0, -1.0, -0.0, 2.0, -0.0, -3.0]
