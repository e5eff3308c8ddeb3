/* libgcnocl: command queues, events, user events, and the commands that
 * wait (docs/opencl.md, "Behaviour").
 *
 * A command runs inside its clEnqueue* call when it can: when its queue
 * holds no command that waits and every event of its wait list is complete.
 * Otherwise (its wait list holds a user event not yet set, or the event of a
 * command that waits) it waits in its queue with its action (ocl.h) saved.
 * When clSetUserEventStatus completes an event, every waiting command whose
 * wait list has completed runs, each queue in order, until none can.  A
 * waiting command whose wait list holds a failed event does not run: its
 * event fails with CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST.
 *
 * A wait (clFinish, clWaitForEvents, a blocking command) that only
 * clSetUserEventStatus can end blocks while another thread of the process
 * could call it; in a process of one thread it could never end, so it
 * returns CL_INVALID_OPERATION at once with a message, and a blocking
 * command is then not enqueued. */
#include "ocl.h"

struct pending {
    pending *next;
    cl_event ev;               /* held */
    cl_uint nwait;
    cl_event *wait;            /* each held */
    action a;
};

/* Around queues, events and waiting commands; recursive, since callbacks
 * called under it may call in.  Taken before the runtime's lock. */
static pthread_mutex_t sched = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static cl_command_queue queues;   /* every queue */
static int draining;

cl_int ocl_check_wait_list(cl_uint n, const cl_event *list, cl_context ctx)
{
    if ((n == 0) != (list == NULL))
        return CL_INVALID_EVENT_WAIT_LIST;
    for (cl_uint i = 0; i < n; i++) {
        if (!VALID(list[i], T_EVENT))
            return CL_INVALID_EVENT_WAIT_LIST;
        if (ctx && list[i]->ctx != ctx)
            return CL_INVALID_CONTEXT;
    }
    return CL_SUCCESS;
}

/* Whether another thread of the process could set a user event. */
static int other_threads(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return 1;   /* cannot tell: wait, as the specification says */
    char line[256];
    int n = 1;
    while (fgets(line, sizeof line, f) && sscanf(line, "Threads: %d", &n) != 1)
        ;
    fclose(f);
    return n > 1;
}

/* What a wait waits for: q has no waiting command, or every event of list
 * has ended. */
typedef struct waited {
    cl_command_queue q;
    cl_uint n;
    const cl_event *list;
} waited;

static int wait_done(const waited *w)
{
    if (w->q)
        return w->q->head == NULL;
    for (cl_uint i = 0; i < w->n; i++)
        if (w->list[i]->status > 0)
            return 0;
    return 1;
}

/* Wait (sched held) until w is done: CL_SUCCESS, or CL_INVALID_OPERATION when
 * no other thread could set the user event it waits for. */
static cl_int wait_until(const waited *w, cl_context ctx, const char *what)
{
    while (!wait_done(w)) {
        if (!other_threads()) {
            ocl_report(ctx, "%s would wait for ever: a command waits for a user event not set, and the process "
                            "has no other thread to set it (clSetUserEventStatus)", what);
            return CL_INVALID_OPERATION;
        }
        pthread_cond_wait(&changed, &sched);
    }
    return CL_SUCCESS;
}

/* ---- command queues ---- */
cl_command_queue CL_API_CALL ocl_clCreateCommandQueue(cl_context c, cl_device_id d,
                                                             cl_command_queue_properties props, cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    if (!VALID(d, T_DEVICE))
        ERR(CL_INVALID_DEVICE);
    if (props & ~(cl_command_queue_properties)(CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE))
        ERR(CL_INVALID_VALUE);
    if (props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)
        ERR(CL_INVALID_QUEUE_PROPERTIES);
    cl_command_queue q = calloc(1, sizeof *q);
    if (!q)
        ERR(CL_OUT_OF_HOST_MEMORY);
    *q = (struct _cl_command_queue){&ocl_dispatch, T_QUEUE, 1, c, props, NULL, NULL, NULL};
    c->refs++;
    pthread_mutex_lock(&sched);
    q->next = queues;
    queues = q;
    pthread_mutex_unlock(&sched);
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return q;
}

cl_int CL_API_CALL ocl_clRetainCommandQueue(cl_command_queue q)
{
    RETAIN(q, T_QUEUE, CL_INVALID_COMMAND_QUEUE);
}

/* A queue with waiting commands is held by their events. */
cl_int CL_API_CALL ocl_clReleaseCommandQueue(cl_command_queue q)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    pthread_mutex_lock(&sched);
    int last = --q->refs == 0;
    if (last) {
        cl_command_queue *pp = &queues;
        while (*pp != q)
            pp = &(*pp)->next;
        *pp = q->next;
    }
    pthread_mutex_unlock(&sched);
    if (!last)
        return CL_SUCCESS;
    cl_context c = q->ctx;
    q->tag = 0;
    free(q);
    return ocl_clReleaseContext(c);
}

cl_int CL_API_CALL ocl_clGetCommandQueueInfo(cl_command_queue q, cl_command_queue_info param, size_t size,
                                                    void *out, size_t *ret)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    switch (param) {
    case CL_QUEUE_CONTEXT: INFO(cl_context, q->ctx);
    case CL_QUEUE_DEVICE: INFO(cl_device_id, &ocl_device);
    case CL_QUEUE_REFERENCE_COUNT: INFO(cl_uint, q->refs);
    case CL_QUEUE_PROPERTIES: INFO(cl_command_queue_properties, q->props);
    default: return CL_INVALID_VALUE;
    }
}

/* A command that can run has run: a flush has nothing to issue. */
cl_int CL_API_CALL ocl_clFlush(cl_command_queue q)
{
    return VALID(q, T_QUEUE) ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE;
}

cl_int CL_API_CALL ocl_clFinish(cl_command_queue q)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    waited w = {q, 0, NULL};
    pthread_mutex_lock(&sched);
    cl_int rc = wait_until(&w, q->ctx, "clFinish");
    pthread_mutex_unlock(&sched);
    return rc;
}

/* ---- events ---- */
static cl_event new_event(cl_context c, cl_command_queue q, cl_command_type type, cl_int status)
{
    cl_event e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    *e = (struct _cl_event){&ocl_dispatch, T_EVENT, 1, c, q, type, status, {0, 0, 0, 0}, NULL};
    if (q)
        q->refs++;
    else
        c->refs++;   /* a user event holds its context */
    return e;
}

cl_int CL_API_CALL ocl_clRetainEvent(cl_event e)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    pthread_mutex_lock(&sched);
    e->refs++;
    pthread_mutex_unlock(&sched);
    return CL_SUCCESS;
}

cl_int CL_API_CALL ocl_clReleaseEvent(cl_event e)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    pthread_mutex_lock(&sched);
    int last = --e->refs == 0;
    pthread_mutex_unlock(&sched);
    if (!last)
        return CL_SUCCESS;
    for (callback *cb = e->callbacks, *next; cb; cb = next) {
        next = cb->next;
        free(cb);
    }
    cl_command_queue q = e->queue;
    cl_context c = e->ctx;
    e->tag = 0;
    free(e);
    return q ? ocl_clReleaseCommandQueue(q) : ocl_clReleaseContext(c);
}

/* e reaches status st (sched held): the callbacks registered for it (all of
 * them for an error) are called, and waits look again. */
static void set_status(cl_event e, cl_int st)
{
    e->refs++;   /* a callback may release the event */
    e->status = st;
    callback **pp = &e->callbacks;
    while (*pp) {
        callback *cb = *pp;
        if (st <= cb->type) {
            *pp = cb->next;
            cb->fn(e, st < 0 ? st : cb->type, cb->data);
            free(cb);
        } else {
            pp = &cb->next;
        }
    }
    pthread_cond_broadcast(&changed);
    ocl_clReleaseEvent(e);
}

cl_event CL_API_CALL ocl_clCreateUserEvent(cl_context c, cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    cl_event e = new_event(c, NULL, CL_COMMAND_USER, CL_SUBMITTED);
    if (!e)
        ERR(CL_OUT_OF_HOST_MEMORY);
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return e;
}

static void drain(void);

cl_int CL_API_CALL ocl_clSetUserEventStatus(cl_event e, cl_int status)
{
    if (!VALID(e, T_EVENT) || e->queue)
        return CL_INVALID_EVENT;
    if (status > CL_COMPLETE)
        return CL_INVALID_VALUE;
    pthread_mutex_lock(&sched);
    cl_int rc = CL_INVALID_OPERATION;   /* set before */
    if (e->status == CL_SUBMITTED) {
        rc = CL_SUCCESS;
        set_status(e, status);
        drain();
    }
    pthread_mutex_unlock(&sched);
    return rc;
}

cl_int CL_API_CALL ocl_clWaitForEvents(cl_uint n, const cl_event *list)
{
    if (n == 0 || !list)
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < n; i++) {
        if (!VALID(list[i], T_EVENT))
            return CL_INVALID_EVENT;
        if (list[i]->ctx != list[0]->ctx)
            return CL_INVALID_CONTEXT;
    }
    waited w = {NULL, n, list};
    pthread_mutex_lock(&sched);
    cl_int rc = wait_until(&w, list[0]->ctx, "clWaitForEvents");
    for (cl_uint i = 0; rc == CL_SUCCESS && i < n; i++)
        if (list[i]->status < 0)
            rc = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    pthread_mutex_unlock(&sched);
    return rc;
}

cl_int CL_API_CALL ocl_clGetEventInfo(cl_event e, cl_event_info param, size_t size, void *out, size_t *ret)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    switch (param) {
    case CL_EVENT_COMMAND_QUEUE: INFO(cl_command_queue, e->queue);
    case CL_EVENT_CONTEXT: INFO(cl_context, e->ctx);
    case CL_EVENT_COMMAND_TYPE: INFO(cl_command_type, e->type);
    case CL_EVENT_COMMAND_EXECUTION_STATUS: {
        pthread_mutex_lock(&sched);
        cl_int st = e->status;
        pthread_mutex_unlock(&sched);
        INFO(cl_int, st);
    }
    case CL_EVENT_REFERENCE_COUNT: INFO(cl_uint, e->refs);
    default: return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL ocl_clGetEventProfilingInfo(cl_event e, cl_profiling_info param, size_t size, void *out,
                                                      size_t *ret)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    if (!e->queue || !(e->queue->props & CL_QUEUE_PROFILING_ENABLE) || e->status != CL_COMPLETE)
        return CL_PROFILING_INFO_NOT_AVAILABLE;   /* user events have none */
    if (param < CL_PROFILING_COMMAND_QUEUED || param > CL_PROFILING_COMMAND_END)
        return CL_INVALID_VALUE;
    INFO(cl_ulong, e->t[param - CL_PROFILING_COMMAND_QUEUED]);
}

cl_int CL_API_CALL ocl_clSetEventCallback(cl_event e, cl_int type,
                                                 void (CL_CALLBACK *fn)(cl_event, cl_int, void *), void *data)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    if (!fn || (type != CL_SUBMITTED && type != CL_RUNNING && type != CL_COMPLETE))
        return CL_INVALID_VALUE;
    callback *cb = malloc(sizeof *cb);
    if (!cb)
        return CL_OUT_OF_HOST_MEMORY;
    *cb = (callback){fn, type, data, NULL};
    pthread_mutex_lock(&sched);
    cb->next = e->callbacks;
    e->callbacks = cb;
    if (e->status <= type)
        set_status(e, e->status);   /* reached already: called now */
    pthread_mutex_unlock(&sched);
    return CL_SUCCESS;
}

/* ---- commands ---- */
static void drop_action(action *a)
{
    free(a->owned);
    a->owned = NULL;
    if (a->kernel)
        ocl_clReleaseKernel(a->kernel);
    a->kernel = NULL;
}

/* Run a command's action now (sched held), or with failed not at all: its
 * event completes or fails.  CL_SUCCESS or the event's error. */
static cl_int execute(cl_event e, action *a, int failed)
{
    cl_int rc = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    if (!failed) {
        uint64_t cycles = 0;
        timing t = ocl_time_begin();
        ocl_lock();
        int bad = a->kind == ACT_LAUNCH ? ocl_launch(a, &cycles) : a->kind != ACT_NONE ? ocl_move(a) : 0;
        ocl_time_end(&t, ocl_rt && ocl_rtl_backend(), cycles);
        ocl_unlock();
        rc = bad ? CL_OUT_OF_RESOURCES : CL_SUCCESS;
        e->t[1] = e->t[2] = t.start;
        e->t[3] = t.end;
    }
    drop_action(a);
    set_status(e, rc == CL_SUCCESS ? CL_COMPLETE : rc);
    return rc;
}

/* Whether a waiting command can run (failed: not run, its wait list holds a
 * failed event). */
static int can_run(const pending *p, int *failed)
{
    *failed = 0;
    for (cl_uint i = 0; i < p->nwait; i++) {
        if (p->wait[i]->status > 0)
            return 0;
        *failed |= p->wait[i]->status < 0;
    }
    return 1;
}

/* Run the waiting commands that can, each queue in order, until none can
 * (sched held).  Called again from a callback, it leaves the work to the
 * call that runs. */
static void drain(void)
{
    if (draining)
        return;
    draining = 1;
    for (;;) {
        pending *p = NULL;
        int failed = 0;
        for (cl_command_queue q = queues; q && !p; q = q->next)
            if (q->head && can_run(q->head, &failed)) {
                p = q->head;
                if (!(q->head = p->next))
                    q->tail = NULL;
            }
        if (!p)
            break;
        execute(p->ev, &p->a, failed);
        for (cl_uint i = 0; i < p->nwait; i++)
            ocl_clReleaseEvent(p->wait[i]);
        ocl_clReleaseEvent(p->ev);
        free(p->wait);
        free(p);
    }
    draining = 0;
}

/* Queue the command of event e with its wait list and action (sched held). */
static cl_int enqueue_waiting(cl_command_queue q, cl_event e, cl_uint nwait, const cl_event *wait, action *a)
{
    pending *p = calloc(1, sizeof *p);
    cl_event *w = malloc(nwait * sizeof *w);
    if (!p || !w) {
        free(p);
        free(w);
        return CL_OUT_OF_HOST_MEMORY;
    }
    for (cl_uint i = 0; i < nwait; i++) {
        w[i] = wait[i];
        w[i]->refs++;
    }
    *p = (pending){NULL, e, nwait, w, *a};
    e->refs++;
    e->t[0] = ocl_time_now();
    if (q->tail)
        q->tail->next = p;
    else
        q->head = p;
    q->tail = p;
    return CL_SUCCESS;
}

cl_int ocl_submit(cl_command_queue q, cl_command_type type, cl_uint nwait, const cl_event *wait, action a,
                  cl_bool blocking, cl_event *ev)
{
    pthread_mutex_lock(&sched);
    int ready = q->head == NULL, failed = 0;
    for (cl_uint i = 0; i < nwait; i++) {
        failed |= wait[i]->status < 0;
        ready &= wait[i]->status <= 0;
    }
    cl_int rc = CL_SUCCESS;
    cl_event e = NULL;
    if (blocking && ready && failed)
        rc = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    else if (blocking && !ready && !other_threads()) {
        ocl_report(q->ctx, "a blocking command would wait for ever: its wait list or its queue waits for a user "
                           "event not set, and the process has no other thread to set it");
        rc = CL_INVALID_OPERATION;
    } else if (!(e = new_event(q->ctx, q, type, CL_QUEUED)))
        rc = CL_OUT_OF_HOST_MEMORY;
    if (rc != CL_SUCCESS) {
        drop_action(&a);
        pthread_mutex_unlock(&sched);
        return rc;
    }
    if (ready) {
        rc = execute(e, &a, failed);
        e->t[0] = e->t[1];
        if (rc == CL_OUT_OF_RESOURCES) {   /* it could not run: no event */
            ocl_clReleaseEvent(e);
            pthread_mutex_unlock(&sched);
            return rc;
        }
        rc = CL_SUCCESS;   /* a failed wait list: the event tells */
    } else if ((rc = enqueue_waiting(q, e, nwait, wait, &a)) != CL_SUCCESS) {
        drop_action(&a);
        ocl_clReleaseEvent(e);
        pthread_mutex_unlock(&sched);
        return rc;
    } else if (blocking) {
        waited w = {NULL, 1, &e};
        if ((rc = wait_until(&w, q->ctx, "a blocking command")) == CL_SUCCESS && e->status < 0)
            rc = e->status;
    }
    if (ev)
        *ev = e;
    else
        ocl_clReleaseEvent(e);
    pthread_mutex_unlock(&sched);
    return rc;
}

cl_int ocl_marker(cl_command_queue q, cl_command_type type, cl_uint n, const cl_event *wait, cl_event *ev)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    cl_int rc = ocl_check_wait_list(n, wait, q->ctx);
    if (rc != CL_SUCCESS)
        return rc;
    action a;
    memset(&a, 0, sizeof a);
    return ocl_submit(q, type, n, wait, a, CL_FALSE, ev);
}

cl_int CL_API_CALL ocl_clEnqueueMarkerWithWaitList(cl_command_queue q, cl_uint n, const cl_event *wait,
                                                          cl_event *ev)
{
    return ocl_marker(q, CL_COMMAND_MARKER, n, wait, ev);
}

cl_int CL_API_CALL ocl_clEnqueueBarrierWithWaitList(cl_command_queue q, cl_uint n, const cl_event *wait,
                                                           cl_event *ev)
{
    return ocl_marker(q, CL_COMMAND_BARRIER, n, wait, ev);
}

cl_int CL_API_CALL ocl_clEnqueueMarker(cl_command_queue q, cl_event *ev)
{
    return ev ? ocl_marker(q, CL_COMMAND_MARKER, 0, NULL, ev) : CL_INVALID_VALUE;
}

cl_int CL_API_CALL ocl_clEnqueueBarrier(cl_command_queue q)
{
    return ocl_marker(q, CL_COMMAND_BARRIER, 0, NULL, NULL);
}

cl_int CL_API_CALL ocl_clEnqueueWaitForEvents(cl_command_queue q, cl_uint n, const cl_event *list)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    if (n == 0 || !list)
        return CL_INVALID_VALUE;
    cl_int rc = ocl_check_wait_list(n, list, q->ctx);
    if (rc != CL_SUCCESS)
        return rc == CL_INVALID_EVENT_WAIT_LIST ? CL_INVALID_EVENT : rc;
    return ocl_marker(q, CL_COMMAND_BARRIER, n, list, NULL);
}
