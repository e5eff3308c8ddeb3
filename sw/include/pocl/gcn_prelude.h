/* The prelude seen by other OpenCL implementations (PoCL, the independent
 * oracle of scripts/pocl_tests.py, builds with -I sw/include/pocl): empty,
 * they bring their own built-ins.  sw/include/gcn_prelude.h is amdgcn's. */
