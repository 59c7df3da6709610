"""``manage.py chat --user NAME``: talk to Hippocampus in the terminal (the CLI channel),
through the same pipeline as every other channel.

Type ``/memory`` to see which memories the last reply used, ``/quit`` to leave. Each run
is a conversation of its own, and leaving ends it, so what was said is formed into memory
at once (the other channels leave that to idle encoding) and the next run is another
session: what it contradicts of this one is asked about (Socrates), however soon it starts.
"""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.utils import timezone

from memory import archive, cycle, formation
from memory.management.database import ensure_migrated


class Command(BaseCommand):
    help = "Chat with Hippocampus in the terminal as USER (created if missing)."

    def add_arguments(self, parser):
        parser.add_argument("--user", required=True, help="the person talking (username)")
        parser.add_argument("--show-memory", action="store_true", help="print injected memories after each reply")

    def handle(self, *args, user, show_memory, **options):
        ensure_migrated(self.stdout)
        person, created = get_user_model().objects.get_or_create(username=user)
        if created:
            self.stdout.write(f"(new person {user!r}; nothing remembered yet)")
        self.stdout.write("Talk to Hippocampus. /memory shows what the last reply used; /quit leaves.")
        last = None
        self.conversation = archive.begin_conversation(person, "cli", when=timezone.now())
        try:
            while (line := self.read(user)) is not None:
                if line == "/memory":
                    self.show(last)
                    continue
                last = self.turn(person, line)
                if show_memory:
                    self.show(last)
        finally:
            if last is not None:
                result = formation.form_conversation(self.conversation, force=True)
                self.stdout.write(
                    f"(saved: {result.episodes} episode(s), {result.beliefs_created} new and "
                    f"{result.beliefs_reinforced} reinforced belief(s))"
                )

    def read(self, user) -> str | None:
        """The next non-empty line, or None when the person leaves."""
        while True:
            try:
                line = input(f"{user}> ").strip()
            except (EOFError, KeyboardInterrupt):
                self.stdout.write("")
                return None
            if line in {"/quit", "/exit"}:
                return None
            if line:
                return line

    def turn(self, person, line):
        self.stdout.write("hippocampus> ", ending="")
        streamed = []

        def on_token(piece):
            streamed.append(piece)
            self.stdout.write(piece, ending="")
            self.stdout.flush()

        attention = cycle.Attention(user=person, channel="cli", text=line, conversation=self.conversation)
        result = cycle.handle(attention, on_token=on_token)
        if not streamed:
            self.stdout.write(result.text)
        elif result.text not in "".join(streamed):
            # Tidied after it streamed beyond a cut (a repeat of an earlier reply left out): as kept.
            self.stdout.write(f"\n{result.text}")
        else:
            self.stdout.write("")
        return result

    def show(self, result):
        if result is None or result.memory is None:
            self.stdout.write("(no turn yet)")
            return
        memory = result.memory
        self.stdout.write(
            f"[level L{result.level}, {memory.tokens_used}/{memory.budget} tokens, "
            f"{memory.candidates_scored} candidates scored]"
        )
        for item in memory.items:
            self.stdout.write(f"  {item.kind} #{item.id} ({item.form}, score {item.score:.2f}): {item.text}")
