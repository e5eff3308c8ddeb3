/* The OpenCL API test, part three: user events and the commands that wait
 * for them (clCreateUserEvent, clSetUserEventStatus; docs/opencl.md,
 * "Behaviour").  Commands behind a user event wait in their queue, with
 * their arguments as they were when enqueued, and run when it is set; other
 * queues go on; a wait that could never end in this one-thread process
 * reports CL_INVALID_OPERATION; a failed user event fails what waits for it;
 * a second thread that sets the event ends a blocking call.  Expected
 * values: host C. */
#include <pthread.h>
#include <time.h>

#include "test_ocl_api.h"

enum { N = 256 };

static const char *inc_cl = "__kernel void inc(__global int *p) { p[get_global_id(0)] += 1; }\n";

static int completions;
static void CL_CALLBACK on_complete(cl_event e, cl_int status, void *data)
{
    (void)e;
    completions += status == CL_COMPLETE && data == &completions;
}

static cl_int status_of(cl_event e)
{
    cl_int st = 0x7fff;
    OK(clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
    return st;
}

static void *set_later(void *arg)
{
    struct timespec ms20 = {0, 20000000};
    nanosleep(&ms20, NULL);   /* most likely after the main thread blocks; either order gives the same result */
    clSetUserEventStatus((cl_event)arg, CL_COMPLETE);
    return NULL;
}

/* The user event itself: its information and its errors. */
static cl_event new_user_event(cl_context c, cl_command_queue q)
{
    cl_int err = 0;
    CHECK(!clCreateUserEvent((cl_context)q, &err) && err == CL_INVALID_CONTEXT);
    cl_event u = clCreateUserEvent(c, &err);
    CHECK(u && err == CL_SUCCESS);
    cl_command_type t = 0;
    cl_command_queue uq = q;
    cl_context uc = NULL;
    OK(clGetEventInfo(u, CL_EVENT_COMMAND_TYPE, sizeof t, &t, NULL));
    OK(clGetEventInfo(u, CL_EVENT_COMMAND_QUEUE, sizeof uq, &uq, NULL));
    OK(clGetEventInfo(u, CL_EVENT_CONTEXT, sizeof uc, &uc, NULL));
    CHECK(t == CL_COMMAND_USER && uq == NULL && uc == c && status_of(u) == CL_SUBMITTED);
    cl_ulong ts = 0;
    EXPECT(clGetEventProfilingInfo(u, CL_PROFILING_COMMAND_END, sizeof ts, &ts, NULL),
           CL_PROFILING_INFO_NOT_AVAILABLE);
    EXPECT(clSetUserEventStatus(u, CL_RUNNING), CL_INVALID_VALUE);
    return u;
}

void user_events(cl_context c, cl_device_id dev, cl_command_queue q)
{
    cl_int err = 0;
    cl_command_queue q2 = clCreateCommandQueue(c, dev, 0, &err);
    cl_program p = clCreateProgramWithSource(c, 1, &inc_cl, NULL, &err);
    OK(clBuildProgram(p, 1, &dev, NULL, NULL, NULL));
    cl_kernel k = clCreateKernel(p, "inc", &err);
    CHECK(q2 && k);
    int a[N], other[N], got[N], zero[N];
    for (int i = 0; i < N; i++) {
        a[i] = i * 5 - 300;
        other[i] = -i;
        zero[i] = 0;
    }
    cl_mem b = clCreateBuffer(c, CL_MEM_COPY_HOST_PTR, sizeof zero, zero, &err);
    cl_mem decoy = clCreateBuffer(c, CL_MEM_COPY_HOST_PTR, sizeof zero, zero, &err);
    cl_mem b2 = clCreateBuffer(c, CL_MEM_READ_WRITE, sizeof other, NULL, &err);
    CHECK(b && decoy && b2);
    cl_event u = new_user_event(c, q);

    /* behind u: a write, a kernel (its argument changed after the enqueue), a map, a read */
    cl_event w = NULL, kr = NULL, r = NULL, m = NULL;
    OK(clEnqueueWriteBuffer(q, b, CL_FALSE, 0, sizeof a, a, 1, &u, &w));
    size_t g = N;
    OK(clSetKernelArg(k, 0, sizeof b, &b));
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, &kr));
    OK(clSetKernelArg(k, 0, sizeof decoy, &decoy));
    int *mapped = clEnqueueMapBuffer(q, b, CL_FALSE, CL_MAP_READ, 0, sizeof a, 0, NULL, &m, &err);
    CHECK(mapped && err == CL_SUCCESS);
    memset(got, 0x55, sizeof got);
    OK(clEnqueueReadBuffer(q, b, CL_FALSE, 0, sizeof got, got, 0, NULL, &r));
    OK(clSetEventCallback(r, CL_COMPLETE, on_complete, &completions));
    CHECK(status_of(w) == CL_QUEUED && status_of(kr) == CL_QUEUED && status_of(r) == CL_QUEUED);
    CHECK(completions == 0 && got[0] == 0x55555555);
    /* another queue goes on */
    OK(clEnqueueWriteBuffer(q2, b2, CL_TRUE, 0, sizeof other, other, 0, NULL, NULL));
    int back[N];
    OK(clEnqueueReadBuffer(q2, b2, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    CHECK(!memcmp(back, other, sizeof back));
    /* waits that only clSetUserEventStatus could end, in a process of one thread */
    EXPECT(clFinish(q), CL_INVALID_OPERATION);
    EXPECT(clWaitForEvents(1, &r), CL_INVALID_OPERATION);
    EXPECT(clEnqueueReadBuffer(q2, b, CL_TRUE, 0, sizeof back, back, 1, &u, NULL), CL_INVALID_OPERATION);
    OK(clFinish(q2));

    /* set: everything behind it runs, in order */
    OK(clSetUserEventStatus(u, CL_COMPLETE));
    EXPECT(clSetUserEventStatus(u, CL_COMPLETE), CL_INVALID_OPERATION);
    EXPECT(clSetUserEventStatus(w, CL_COMPLETE), CL_INVALID_EVENT);
    OK(clFinish(q));
    OK(clWaitForEvents(1, &r));
    CHECK(status_of(w) == CL_COMPLETE && status_of(kr) == CL_COMPLETE && status_of(m) == CL_COMPLETE);
    CHECK(completions == 1);
    int good = 1;
    for (int i = 0; i < N; i++)
        good &= got[i] == a[i] + 1 && mapped[i] == a[i] + 1;
    CHECK(good);
    OK(clEnqueueReadBuffer(q, decoy, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    CHECK(!memcmp(back, zero, sizeof back));   /* the kernel ran on the argument it had when enqueued */
    OK(clEnqueueUnmapMemObject(q, b, mapped, 0, NULL, NULL));

    /* a user event that fails: what waits for it fails, the buffer is not written */
    cl_event u2 = clCreateUserEvent(c, &err), w2 = NULL, after = NULL;
    OK(clEnqueueWriteBuffer(q, b, CL_FALSE, 0, sizeof zero, zero, 1, &u2, &w2));
    OK(clEnqueueMarkerWithWaitList(q, 1, &w2, &after));
    OK(clSetUserEventStatus(u2, -5));
    CHECK(status_of(u2) == -5 && status_of(w2) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST &&
          status_of(after) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    EXPECT(clWaitForEvents(1, &w2), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    EXPECT(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof back, back, 1, &u2, NULL),
           CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    OK(clFinish(q));
    OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    good = 1;
    for (int i = 0; i < N; i++)
        good &= back[i] == a[i] + 1;
    CHECK(good);

    /* a second thread sets the event a blocking read waits for */
    cl_event u3 = clCreateUserEvent(c, &err);
    pthread_t th;
    CHECK(pthread_create(&th, NULL, set_later, u3) == 0);
    memset(back, 0, sizeof back);
    OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof back, back, 1, &u3, NULL));
    pthread_join(th, NULL);
    CHECK(back[N - 1] == a[N - 1] + 1 && status_of(u3) == CL_COMPLETE);

    cl_event evs[] = {u, w, kr, r, m, u2, w2, after, u3};
    for (unsigned i = 0; i < sizeof evs / sizeof evs[0]; i++)
        OK(clReleaseEvent(evs[i]));
    OK(clReleaseMemObject(b));
    OK(clReleaseMemObject(decoy));
    OK(clReleaseMemObject(b2));
    OK(clReleaseKernel(k));
    OK(clReleaseProgram(p));
    OK(clReleaseCommandQueue(q2));
}
