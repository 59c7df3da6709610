""""What did I tell you about my job?" lists what the person said of their work in words of
its own ("I handed in my notice …", "… the boss …"), and nothing else: a walk-through left
the notice out, and with no word of "job" shared listed the cello, the engagement and the
peanuts instead."""


def test_a_recall_of_work_lists_what_is_of_work(alice, say):
    say(alice, "Big day, meeting with the boss at 10.")
    say(alice, "I handed in my notice at Kerr & Sons, I'm joining a studio in Glasgow.")
    say(alice, "I've started learning the cello.")
    say(alice, "I'm allergic to peanuts.")
    listing = say(alice, "What did I tell you about my job?").text
    assert listing.startswith("Here's what I remember about your job:"), listing
    assert "notice at Kerr & Sons" in listing and "boss" in listing
    assert "cello" not in listing and "peanuts" not in listing


def test_a_recall_of_work_lists_what_they_said_they_are(alice, say):
    say(alice, "I'm a nurse at the Royal Infirmary.")
    say(alice, "We have a cat called Pepper.")
    say(alice, "My grandmother Rose lives in Whitby.")
    listing = say(alice, "What did I tell you about my work?").text
    assert "nurse at the Royal Infirmary" in listing
    assert "Pepper" not in listing and "Whitby" not in listing


def test_a_recall_of_their_work_leaves_out_someone_elses(alice, say):
    """"My friend Tom got promoted last week." was listed for "What do you remember about my
    work?" (a walk-through): a promotion is of work, but Tom's."""
    say(alice, "I work as a nurse at the Royal Infirmary.")
    say(alice, "My friend Tom got promoted last week.")
    say(alice, "My boss gave me a raise.")
    listing = say(alice, "What do you remember about my work?").text
    assert "nurse at the Royal Infirmary" in listing and "My boss gave me a raise" in listing
    assert "Tom" not in listing


def test_what_they_do_for_a_living_is_their_work(alice, say):
    """"Do you remember what I do for a living?" listed "My brother Karim lives in Dubai." and
    not the pharmacist (a walk-through): "living" is no word of where someone lives here."""
    say(alice, "I'm Aisha. I work as a pharmacist in Manchester.")
    say(alice, "My brother Karim lives in Dubai.")
    say(alice, "We're thinking about moving to Bristol next year.")  # listed too, by "living" widened to "move"
    listing = say(alice, "Do you remember what I do for a living?").text
    assert "pharmacist in Manchester" in listing and "Dubai" not in listing and "Bristol" not in listing


def test_their_work_said_after_their_name_answers_where_they_work(alice, say):
    """"Do you remember where I work?" listed "My mate Rob from work is getting married next
    month." and not "I'm Tomasz, I'm a bus driver in Bristol." (a walk-through): the work said
    after a name is theirs, and a mate's news is someone else's."""
    say(alice, "I'm Tomasz, I'm a bus driver in Bristol.")
    say(alice, "My mate Rob from work is getting married next month.")
    listing = say(alice, "Do you remember where I work?").text
    assert "bus driver in Bristol" in listing and "Rob" not in listing


def test_work_said_by_what_one_does_is_their_occupation(alice, say):
    """"I'm Dan. I teach PE at a secondary school in Leeds." had "Good day! I'm not sure what
    you're referring to, but it's not a school." (a walk-through): met by name and asked about,
    and recalled as their work."""
    first = say(alice, "I'm Dan. I teach PE at a secondary school in Leeds.").text
    assert first.startswith("Nice to meet you, Dan!") and "teaching PE" in first
    say(alice, "I run every morning before school.")
    listing = say(alice, "Do you remember where I work?").text
    assert "teach PE at a secondary school" in listing


def test_the_field_they_work_in_is_met_and_recalled(alice, say):
    """"I'm Rosa, I work in IT for the council in Cardiff." had "Yay! Welcome to my office."."""
    assert "working in IT" in say(alice, "I'm Rosa, I work in IT for the council in Cardiff.").text
    assert "IT for the council" in say(alice, "Do you remember where I work?").text
