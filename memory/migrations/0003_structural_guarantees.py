"""Database-enforced guarantees (seed 004: structural, not procedural).

- Episodes and their source-message links are append-only: UPDATE and DELETE raise.
  Account erasure is the one exception: it sets ``hippocampus.erasure = on`` for its own
  transaction (SET LOCAL) so the cascade may remove the person's episodes.
- A belief cannot be committed without provenance: deferred constraint triggers check,
  at commit, that every belief has at least one ``derived_from`` link.
- Floor refusal rules are seeded here, then protected: any INSERT, UPDATE or DELETE that
  touches a floor row raises. A later migration that must change the floor disables the
  trigger for its own statements, visibly, in code review.
"""

from django.db import migrations

APPEND_ONLY = """
CREATE OR REPLACE FUNCTION hippocampus_reject_episode_change() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' AND current_setting('hippocampus.erasure', true) = 'on' THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'episodes are append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'integrity_constraint_violation';
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER episode_append_only BEFORE UPDATE OR DELETE ON memory_episode
    FOR EACH ROW EXECUTE FUNCTION hippocampus_reject_episode_change();
CREATE TRIGGER episode_sources_append_only BEFORE UPDATE OR DELETE ON memory_episode_source_messages
    FOR EACH ROW EXECUTE FUNCTION hippocampus_reject_episode_change();
"""

PROVENANCE = """
CREATE OR REPLACE FUNCTION hippocampus_require_provenance() RETURNS trigger AS $$
DECLARE
    checked bigint;
BEGIN
    IF TG_TABLE_NAME = 'memory_belief' THEN
        checked := NEW.id;
    ELSE
        checked := OLD.belief_id;
    END IF;
    IF EXISTS (SELECT 1 FROM memory_belief WHERE id = checked)
       AND NOT EXISTS (SELECT 1 FROM memory_belief_derived_from WHERE belief_id = checked) THEN
        RAISE EXCEPTION 'belief % has no provenance: every belief derives from at least one episode', checked
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE CONSTRAINT TRIGGER belief_requires_provenance AFTER INSERT ON memory_belief
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hippocampus_require_provenance();
CREATE CONSTRAINT TRIGGER belief_keeps_provenance AFTER UPDATE OR DELETE ON memory_belief_derived_from
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hippocampus_require_provenance();
"""

FLOOR = """
CREATE OR REPLACE FUNCTION hippocampus_protect_floor() RETURNS trigger AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.layer = 'floor' THEN
        RAISE EXCEPTION 'floor refusal rules are immutable (% refused)', TG_OP
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.layer = 'floor' THEN
        RAISE EXCEPTION 'floor refusal rules are seeded by migration only (% refused)', TG_OP
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF TG_OP = 'DELETE' THEN
        RETURN OLD;
    END IF;
    RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER refusal_floor_protected BEFORE INSERT OR UPDATE OR DELETE ON memory_refusalrule
    FOR EACH ROW EXECUTE FUNCTION hippocampus_protect_floor();
"""

# The initial floor. Detection (memory.refusal) combines these keywords and patterns
# with embedding similarity to the exemplars, so paraphrases are caught too.
FLOOR_RULES = [
    {
        "category": "crisis",
        "name": "Crisis signals",
        "action": "refuse_and_redirect",
        "keywords": ["kill myself", "end my life", "suicide", "suicidal", "want to die", "self harm", "self-harm"],
        "patterns": [r"\b(kill|hurt|cut)(ing)? myself\b", r"\bno (reason|point) (to|in) (live|living|going on)\b"],
        "exemplars": [
            "I want to kill myself",
            "I don't see any reason to keep living",
            "everyone would be better off without me",
            "I've been thinking about ending it all",
            "I have pills saved up and I'm going to take them all tonight",
        ],
    },
    {
        "category": "harm",
        "name": "Harm to others",
        "action": "refuse_encoding",
        "keywords": ["kill him", "kill her", "hurt them", "make him pay", "poison"],
        "patterns": [r"\b(kill|hurt|stab|shoot|poison|beat up) (him|her|them|my \w+)\b"],
        "exemplars": [
            "I'm going to hurt my neighbour",
            "how do I poison someone without getting caught",
            "I want to make my boss suffer physically",
        ],
    },
    {
        "category": "illegal",
        "name": "Illegal activity",
        "action": "refuse_encoding",
        "keywords": ["launder money", "buy drugs", "fake id", "steal a car", "hack into"],
        "patterns": [r"\b(launder|counterfeit|smuggle|shoplift)\w*\b"],
        "exemplars": [
            "how can I launder the cash from my side business",
            "where can I buy a fake passport",
            "help me break into my ex's email account",
        ],
    },
    {
        "category": "health_advice",
        "name": "Health and medical advice",
        "action": "refuse_and_redirect",
        "keywords": ["what dose", "how many mg", "should i stop taking", "diagnose"],
        "patterns": [r"\bhow (much|many) (mg|milligrams|pills)\b", r"\bshould i (stop|start) taking\b"],
        "exemplars": [
            "how many ibuprofen can I take at once",
            "should I stop taking my antidepressants",
            "what medication should I take for my chest pain",
        ],
    },
    {
        "category": "secrets",
        "name": "Credentials and secrets",
        "action": "refuse_encoding",
        "keywords": ["my password is", "my pin is", "api key", "one-time code", "security code"],
        "patterns": [
            r"\b(?:\d[ -]?){13,19}\b",
            r"\b(password|passcode|pin|otp|code)\s*(is|:|=)\s*\S+",
            r"\b(sk|pk|ghp|xox[bap])[-_][A-Za-z0-9_-]{10,}\b",
        ],
        "exemplars": [
            "my bank password is hunter2",
            "here is my card number 4111 1111 1111 1111",
            "the verification code they texted me is 483920",
        ],
    },
]


def seed_floor(apps, schema_editor):
    RefusalRule = apps.get_model("memory", "RefusalRule")
    for rule in FLOOR_RULES:
        RefusalRule.objects.create(layer="floor", similarity_threshold=0.6, enabled=True, **rule)


class Migration(migrations.Migration):
    dependencies = [("memory", "0002_initial")]

    operations = [
        migrations.RunSQL(
            APPEND_ONLY,
            reverse_sql="""
                DROP TRIGGER episode_append_only ON memory_episode;
                DROP TRIGGER episode_sources_append_only ON memory_episode_source_messages;
                DROP FUNCTION hippocampus_reject_episode_change();
            """,
        ),
        migrations.RunSQL(
            PROVENANCE,
            reverse_sql="""
                DROP TRIGGER belief_requires_provenance ON memory_belief;
                DROP TRIGGER belief_keeps_provenance ON memory_belief_derived_from;
                DROP FUNCTION hippocampus_require_provenance();
            """,
        ),
        migrations.RunPython(seed_floor, migrations.RunPython.noop),
        migrations.RunSQL(
            FLOOR,
            reverse_sql="""
                DROP TRIGGER refusal_floor_protected ON memory_refusalrule;
                DROP FUNCTION hippocampus_protect_floor();
            """,
        ),
    ]
