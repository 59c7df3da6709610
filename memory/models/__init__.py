"""The memory data model (DESIGN §2), one module per idea."""

from memory.models.archive import (
    PART_PROGRESS,
    Conversation,
    Delivery,
    DeliveryAttempt,
    DeliveryPart,
    DeliveryStatus,
    Message,
    PartStatus,
    Role,
)
from memory.models.beliefs import (
    Belief,
    BeliefKind,
    BeliefRevision,
    BeliefStatus,
    CoAccess,
    MissingProvenance,
    RevisionReason,
)
from memory.models.episodes import EMBEDDING_DIMENSIONS, Episode, EpisodeArchive, EpisodeImmutable, erase_episodes
from memory.models.imports import ImportJob, ImportStatus
from memory.models.people import (
    DEPRECATION_PRESETS,
    AccountErasure,
    ChannelIdentity,
    ChannelKind,
    Initiator,
    names_of,
    Profile,
    daily_rate,
)
from memory.models.safety import FloorRuleProtected, RefusalEvent, RefusalRule, RuleAction, RuleLayer
from memory.models.traces import DEFAULT_ALPHAS, RelevanceProfile, RetrievalTrace, TaskRun

__all__ = [
    "AccountErasure",
    "Initiator",
    "names_of",
    "Belief",
    "BeliefKind",
    "BeliefRevision",
    "BeliefStatus",
    "ChannelIdentity",
    "ChannelKind",
    "CoAccess",
    "Conversation",
    "Delivery",
    "DeliveryAttempt",
    "DeliveryPart",
    "DeliveryStatus",
    "PART_PROGRESS",
    "PartStatus",
    "DEFAULT_ALPHAS",
    "DEPRECATION_PRESETS",
    "EMBEDDING_DIMENSIONS",
    "Episode",
    "EpisodeArchive",
    "EpisodeImmutable",
    "FloorRuleProtected",
    "ImportJob",
    "ImportStatus",
    "Message",
    "MissingProvenance",
    "Profile",
    "RefusalEvent",
    "RefusalRule",
    "RelevanceProfile",
    "RetrievalTrace",
    "RevisionReason",
    "Role",
    "RuleAction",
    "RuleLayer",
    "TaskRun",
    "erase_episodes",
    "daily_rate",
]
