"""The maintenance tasks by name: what each Celery beat schedule runs (the adapters in
``memory.tasks.maintenance`` and the schedules of migration 0005 use these names).

Idle reflection is not here: it is a source of attention, not upkeep, and lives in
``memory.cycle.reflection`` with its own task, run by the same runner.
"""

from memory.maintenance import belief_index, coaccess_upkeep, decay, promotion, pruning, reconsolidation
from memory.maintenance.idle_encoding import encode_idle_conversations
from memory.maintenance.runner import Task
from memory.maintenance.trace_cleanup import delete_stale_traces

TASKS: dict[str, Task] = {
    task.name: task
    for task in (
        # Promotion first, so a belief promoted today decays from its new anchor; pruning
        # on today's depths; the index last, on the size pruning left.
        Task("lifecycle", (promotion.promote_user, decay.decay_user, pruning.prune_user, belief_index.index_user)),
        Task("coaccess", (coaccess_upkeep.upkeep_user,)),
        Task("reconsolidation", (reconsolidation.reconsolidate_user,)),
        Task("idle_encoding", (encode_idle_conversations,)),
        Task("trace_cleanup", (delete_stale_traces,)),
    )
}
