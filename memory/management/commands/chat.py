"""``manage.py chat --user NAME``: talk to Hippocampus in the terminal (the CLI channel),
through the same pipeline as every other channel.

Type ``/memory`` to see which memories the last reply used, ``/quit`` to leave.
"""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from memory import cycle


class Command(BaseCommand):
    help = "Chat with Hippocampus in the terminal as USER (created if missing)."

    def add_arguments(self, parser):
        parser.add_argument("--user", required=True, help="the person talking (username)")
        parser.add_argument("--show-memory", action="store_true", help="print injected memories after each reply")

    def handle(self, *args, user, show_memory, **options):
        person, created = get_user_model().objects.get_or_create(username=user)
        if created:
            self.stdout.write(f"(new person {user!r}; nothing remembered yet)")
        self.stdout.write("Talk to Hippocampus. /memory shows what the last reply used; /quit leaves.")
        last = None
        while True:
            try:
                line = input(f"{user}> ").strip()
            except (EOFError, KeyboardInterrupt):
                self.stdout.write("")
                return
            if not line:
                continue
            if line in {"/quit", "/exit"}:
                return
            if line == "/memory":
                self.show(last)
                continue
            self.stdout.write("hippocampus> ", ending="")
            streamed = []

            def on_token(piece):
                streamed.append(piece)
                self.stdout.write(piece, ending="")
                self.stdout.flush()

            result = cycle.handle(cycle.Attention(user=person, channel="cli", text=line), on_token=on_token)
            # Replies the pipeline composes itself (triggers, refusals, errors) are not streamed.
            self.stdout.write("" if streamed and result.text.endswith("".join(streamed).strip()) else result.text)
            last = result
            if show_memory:
                self.show(last)

    def show(self, result):
        if result is None or result.memory is None:
            self.stdout.write("(no turn yet)")
            return
        memory = result.memory
        self.stdout.write(f"[level L{result.level}, {memory.tokens_used}/{memory.budget} tokens, "
                          f"{memory.candidates_scored} candidates scored]")
        for item in memory.items:
            self.stdout.write(f"  {item.kind} #{item.id} ({item.form}, score {item.score:.2f}): {item.text}")
