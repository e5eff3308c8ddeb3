/* What the files of the OpenCL API test (test_ocl_api.c, test_ocl_link.c,
 * test_ocl_events.c, test_ocl_ndrange.c) share: the checks and their counts. */
#ifndef TEST_OCL_API_H
#define TEST_OCL_API_H

#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)
#define EXPECT(call, code) do { cl_int rc_ = (call); checks++; if (rc_ != (code)) { failures++; \
    fprintf(stderr, "%s:%d: %s returned %d, expected %s (%d)\n", __FILE__, __LINE__, #call, rc_, #code, \
            (int)(code)); } } while (0)
#define OK(call) EXPECT(call, CL_SUCCESS)

/* test_ocl_link.c: clCompileProgram and clLinkProgram (headers, libraries,
 * binaries of objects and libraries) and a kernel that calls across files;
 * the programs with built-in kernels and the sub-devices the device has not. */
void separate_compilation(cl_context c, cl_device_id dev, cl_command_queue q);
/* test_ocl_events.c: user events and the commands that wait for them. */
void user_events(cl_context c, cl_device_id dev, cl_command_queue q);
/* test_ocl_ndrange.c: launches at a global work offset; by-value arguments of
 * every size. */
void global_offsets(cl_context c, cl_device_id dev, cl_command_queue q);
void by_value_args(cl_context c, cl_device_id dev, cl_command_queue q);

#endif
