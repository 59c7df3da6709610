"""The kinds talk32's walk with the embedded 135M found the pipeline not meeting (session 42: a lorry driver from
Hull, twelve turns, two typed as texts), and the leftovers of the lead's ninth and tenth walks (a pet's fear, a
kitchen mishap, a parking fine), each met on sentences that are not the walks' own, with look-alikes left alone."""

import pytest

from memory.cycle import antics, catching_up, mishaps as met_mishaps, rituals, texting
from memory.text import mishaps, phatic


@pytest.mark.parametrize("text", [
    "Got a £70 parking fine outside the school.", "I got a speeding ticket on the A1.", "Got a fine for parking on the double yellows.",
    "My car got clamped at the retail park.", "We got a bus lane fine in Leeds.",
])
def test_a_fine_is_a_mishap(text):
    """"Got a parking fine outside the café this morning." got "That sounds like a sweet treat" (the lead's tenth walk)."""
    assert mishaps.told_of(text)
    reply = rituals.told(text)
    assert reply is not None and ("what a pain" in reply or "what a nuisance" in reply)
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text", [
    "Got tickets for the match on Saturday.", "It's a fine day for it.", "I'm fine thanks.", "Got a fine view from the hotel room.",
    "Got a ticket for the concert!",
])
def test_a_ticket_or_a_fine_day_is_no_mishap(text):
    assert not mishaps.told_of(text)


@pytest.mark.parametrize("text", [
    "Burnt a whole tray of scones at work today.", "I dropped a tray of glasses in the bar last night.",
    "Spilt a whole pot of coffee this morning.", "Burnt the dinner again.", "I burned the toast.",
])
def test_a_kitchen_mishap_is_a_mishap(text):
    """"Burnt a whole tray of croissants this morning, the boss was not impressed." got "That's not a good one. Can you
    give me some examples?" (the lead's ninth walk)."""
    assert mishaps.told_of(text)
    assert met_mishaps.acknowledgement(text) is not None


def test_a_kitchen_mishap_with_a_remark_after_it_is_met_whole():
    reply = rituals.told("Dropped a whole tray of pints, the landlord was not happy.")
    assert reply.startswith("Dropped a whole tray of pints, the landlord was not happy —")


@pytest.mark.parametrize("text", ["Burnt a whole tray of scones at work today.", "I burned the toast.", "Spilt a whole pot of coffee this morning."])
def test_something_spoilt_is_not_asked_whether_it_is_sorted(text):
    """"… what a pain. Is it sorted now?" read oddly after burnt croissants: there is nothing to sort."""
    replies = {met_mishaps.acknowledgement(text, shift) for shift in (0, 1)}
    assert not any("sorted" in reply or "How did you manage" in reply for reply in replies)


@pytest.mark.parametrize("text", ["Got a parking fine outside the school.", "The boiler packed in again.", "Stuck on the M25 again this morning."])
def test_what_can_be_sorted_is_still_asked_whether_it_is(text):
    replies = {met_mishaps.acknowledgement(text, shift) for shift in (0, 1)}
    assert any("sorted" in reply or "How did you manage" in reply for reply in replies)


@pytest.mark.parametrize("text", [
    "I burnt my hand on the oven.", "Dropped the kids off at school.", "I'm a bit burnt out.", "I baked a tray of scones.",
    "Made a batch of brownies for the fete.", "Burnt a CD for the car.",
])
def test_a_burn_a_bake_or_a_drop_off_is_no_kitchen_mishap(text):
    assert not mishaps.told_of(text)


@pytest.mark.parametrize("text", [
    "Sat in traffic for two hours on the way back.", "Stuck on the M25 again this morning.", "Got stuck in a tailback near Leeds.",
    "We were queuing on the motorway for ages.",
])
def test_held_up_on_the_road_is_a_mishap(text):
    """"Got stuck on the M62 for three hours last night, nightmare." got "Oh noes! I'm so sorry to hear that." (talk32's walk)."""
    assert mishaps.told_of(text)


@pytest.mark.parametrize("text", ["Got stuck in with the garden.", "I'm stuck in my ways.", "I sat on the sofa all day.", "Stuck at home with the kids."])
def test_stuck_or_sat_elsewhere_is_no_mishap(text):
    assert not mishaps.told_of(text)


@pytest.mark.parametrize("text, whom, what", [
    ("Bess is terrified of fireworks, bless her.", "Bess", "fireworks"),
    ("Our dog's scared of the hoover.", "your dog", "the hoover"),
    ("The cat is petrified of the vet.", "your cat", "the vet"),
    ("Rolo gets really nervous of thunder.", "Rolo", "thunder"),
    ("Our cat Mog is scared of her own shadow, the daft thing.", "Mog", "her own shadow"),
])
def test_a_pets_fear_is_met_with_a_smile(text, whom, what):
    """"Pip's scared of the hoover, bless her." got "Pip's a brave rescue dog. I'm sure he'd be a little angel to watch
    him." (the lead's ninth walk)."""
    replies = {antics.afraid(text, shift) for shift in (0, 1)}
    assert all(whom in reply and "bless" in reply for reply in replies)
    assert any(what in reply for reply in replies)
    assert rituals.told(text) in replies


@pytest.mark.parametrize("text", [
    "My mum's scared of flying.", "Kerry's scared of spiders.", "I'm scared of the dentist.", "Tom's terrified of his new boss.",
    "It's scared of nothing.",
])
def test_someone_elses_fear_is_not_a_pets(text):
    assert antics.afraid(text) is None


@pytest.mark.parametrize("text", ["Right, gotta be up at 4. Laters.", "I have to be up early, night!", "Got to be up at 5.30 tomorrow, bye!"])
def test_how_early_they_are_up_before_a_farewell_is_a_farewell(text):
    """"Right, gotta be up at 4. Laters." got "All right, enjoy the weekend! I'm sure they'll be ready." (talk32's walk)."""
    assert phatic.FAREWELL in phatic.kinds(text)


@pytest.mark.parametrize("text", ["I have to be up at 6 for my flight to Spain, any tips?", "Kerry has to be up at 4 for her shift."])
def test_how_early_with_more_said_is_no_farewell(text):
    assert not phatic.kinds(text)


@pytest.mark.parametrize("text, whom", [
    ("Jordan's just got an apprenticeship as an electrician!", "Jordan"),
    ("My son's just got a job at the bank!", "your son"),
    ("My sister's finally passed her driving test!", "your sister"),
])
def test_news_said_with_s_just_is_theirs(text, whom):
    """"Jordan's just got an apprenticeship as an electrician!" was cheered as the person's own (talk32's walk)."""
    assert rituals.congratulations(text) == f"That's great news — congratulations to {whom}!"


@pytest.mark.parametrize("text", ["It's just got worse.", "Kerry's just got home.", "I've just got a new job!"])
def test_s_just_without_someone_elses_news_is_unchanged(text):
    assert "congratulations to" not in (rituals.congratulations(text) or "")


@pytest.mark.parametrize("text, name, doing", [
    ("Alright, I'm Gaz, I drive an artic for a haulage firm out of Hull.", "Gaz", "driving an artic"),
    ("Ey up, I'm Shaz, I drive a wagon for a builders' merchant.", "Shaz", "driving a wagon"),
    ("Afternoon, I'm Pete, I drive a bus in Leeds.", "Pete", "driving a bus"),
])
def test_an_introduction_after_a_northern_greeting_is_met_by_name(text, name, doing):
    """"Alright, I'm Gaz, I drive an artic for a haulage firm out of Hull." got "Amara's not the right name for a hauler"
    (talk32's walk)."""
    reply = rituals.introduced_then(text)
    assert reply.startswith(f"Nice to meet you, {name}!") and doing in reply


@pytest.mark.parametrize("text", ["Alright, I'm off now.", "Alright, I'm knackered."])
def test_alright_before_what_they_are_doing_is_no_introduction(text):
    assert rituals.introduced_then(text) is None


@pytest.mark.parametrize("text", [
    "Cheers pal, nice to have someone to talk to.", "Thanks love, it's good to have someone to chat to.", "Ta, lovely to have you to talk to.",
])
def test_having_someone_to_talk_to_is_praise_with_thanks(text):
    """"Cheers pal, nice to have someone to talk to." got "That was a pleasure. Do you have any fun plans?" (talk32's walk)."""
    assert phatic.kinds(text) == {phatic.THANKS} and phatic.praised(text)


@pytest.mark.parametrize("text", ["Nice to have someone to talk to about it, my sister's ill.", "It'd be nice to have someone to talk to at work."])
def test_wanting_someone_to_talk_to_is_no_thanks(text):
    assert not phatic.kinds(text)


@pytest.mark.parametrize("text, kids", [
    ("We've two lads, Jordan and Tyler.", "two lads, Jordan and Tyler"), ("I've got three lads.", "three lads"),
    ("We have two lasses, Amy and Beth.", "two lasses, Amy and Beth"),
])
def test_lads_and_lasses_are_their_children(text, kids):
    assert kids.lower() in rituals.told(text).lower()


@pytest.mark.parametrize("text", ["I've got the lads round for the match.", "We've two lads starting on Monday at work."])
def test_the_lads_round_or_at_work_are_not_their_children(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text", [
    "sorry been off grid, been on the continent all week with work", "Sorry been off the radar, been on the road all week.",
    "sorry been awol, been abroad for work",
])
def test_a_gap_said_without_i_after_sorry_is_a_welcome_back(text):
    """"sorry been off grid, been on the continent all week with work" got "… How about a relaxing vacation?" (talk32's walk)."""
    assert catching_up.back(text, rituals.told).startswith("No need to apologise — ")


@pytest.mark.parametrize("text", ["Been on the continent before?", "Sorry, what was that?", "Sorry been busy, any news on the job?"])
def test_no_gap_said_is_no_welcome_back(text):
    assert catching_up.back(text, rituals.told) is None


@pytest.mark.parametrize("text, said", [
    ("My missus Kerry works nights at the Co-op and we've two lads, Jordan and Tyler.",
     "Noted — your missus Kerry works nights at the Co-op, and you've two lads, Jordan and Tyler."),
    ("My other half works in a bank.", "Your other half works in a bank"),
    ("My hubby Dave drives a taxi.", "Your hubby Dave drives a taxi"),
])
def test_the_missus_the_hubby_and_the_other_half_are_someone_of_theirs(text, said):
    """"My missus Kerry works nights at the Co-op and we've two lads, Jordan and Tyler." got "Jordan and Tyler, they're
    always coming across my bed." (talk32's walk)."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("told, question, answer", [
    ("My missus Kerry works nights at the Co-op.", "What does Kerry do?", "Your missus Kerry works nights at the Co-op"),
    ("My brother Sam works weekends at a garden centre.", "What does Sam do?", "Your brother Sam works weekends at a garden centre"),
])
def test_what_someone_does_is_answered_by_when_and_where_they_work(alice, say, told, question, answer):
    """"What does Kerry do?" was only offered it: "I'm not sure — I know that your missus Kerry works nights …" (talk32's walk)."""
    say(alice, told)
    assert say(alice, question).text.startswith(answer)


@pytest.mark.parametrize("text, said", [
    ("Back's been killing me from sitting in the cab all week.", "Your back's been killing you from sitting in the cab all week"),
    ("knees are giving me gyp today", "Your knees are giving you gyp today"),
    ("Feet are killing me after that shift.", "Your feet are killing you after that shift"),
])
def test_an_ache_said_without_my_is_met_as_theirs(text, said):
    """"Back's been killing me from sitting in the cab all week." got "It's too bad, I'm sorry." (talk32's walk)."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", ["Head's been on at me about the rota.", "Back's open now.", "Back in a bit."])
def test_a_part_of_the_body_without_an_ache_gets_no_my(text):
    assert not texting.plain(text).startswith("My ")


@pytest.mark.parametrize("text, said", [
    ("We're taking the lads to Filey for a week in August.", "You're taking the lads to Filey for a week in August"),
    ("I'm taking my mum to Cornwall for a long weekend.", "You're taking your mum to Cornwall for a long weekend"),
    ("We're taking the kids to Center Parcs at half term.", "You're taking the kids to Center Parcs at half term"),
])
def test_taking_their_own_somewhere_is_a_trip(text, said):
    """"We're taking the lads to Filey for a week in August." got "What's the weather like?" (talk32's walk)."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", ["I'm taking the dog to the vet tomorrow.", "We're taking the kids to Tesco.", "I'm taking the car to Halfords on Saturday."])
def test_taking_someone_on_an_errand_is_no_trip(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, who", [
    ("our jack russell Scrappy barks at every lorry that goes past lol", "Scrappy"),
    ("Our dog steals every sock in the house.", "your dog"),
    ("My cat Tiggy chases the next door's cat.", "Tiggy"),
])
def test_what_a_pet_always_gets_up_to_is_met_with_a_smile(text, who):
    """"our jack russell Scrappy barks at every lorry that goes past lol" got "Where was your jack?" (talk32's walk)."""
    replies = {antics.acknowledgement(text, shift) for shift in (0, 1)}
    assert all(reply and who in reply for reply in replies)
    assert rituals.told(text) in replies


@pytest.mark.parametrize("text", [
    "Our dog barks at me when I'm sad.", "My neighbour's dog barks at every car that goes past.", "Our dog chases its tail and then collapses.",
    "My dog ate a whole bar of chocolate.",
])
def test_what_a_pet_does_that_is_not_a_habit_or_is_not_theirs_is_left(text):
    assert antics.acknowledgement(text) is None


def test_a_jack_russell_is_a_pet():
    assert rituals.told("We've got a jack russell called Scrappy.").startswith("Scrappy")


@pytest.mark.parametrize("text", [
    "Got a huge bill from the garage.", "Got a £600 bill from the vet.", "Got a bill for the boiler repair, six hundred quid.",
])
def test_a_bill_is_a_mishap_and_never_cheered(text):
    """"Got a huge bill from the garage." was cheered ("Congratulations! You must be thrilled."), found in talk32's work."""
    assert mishaps.told_of(text) and rituals.congratulations(text) is None


@pytest.mark.parametrize("text", [
    "Got a call from the school about Jordan again.", "Got a letter from the council saying we owe them money.",
    "I got a text from my ex last night.",
])
def test_word_from_someone_is_not_cheered_as_news_won(text):
    """"Got a call from the school about Jordan again." was cheered ("That's brilliant, well done!")."""
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text", ["Got a new job!", "I got the job!", "We got the keys to our first house!", "I got into Oxford!",
                                  "I got a big promotion at work!"])
def test_news_won_is_still_cheered(text):
    assert rituals.congratulations(text) in rituals.CHEERS


@pytest.mark.parametrize("text", ["Got a Bill Bryson book for my birthday.", "We split the bill at the pub."])
def test_bill_as_a_name_or_shared_is_no_mishap(text):
    assert not mishaps.told_of(text)


@pytest.mark.parametrize("text, whom", [
    ("Our Kayleigh passed her driving test!", "Kayleigh"), ("My Dave got promoted!", "Dave"),
    ("Our Kayleigh's just got engaged!", "Kayleigh"),
])
def test_one_of_theirs_by_name_alone_is_congratulated_by_name(text, whom):
    """"Our Kayleigh" is theirs by name: "congratulations to your Kayleigh!" read oddly (found in talk32's work)."""
    assert rituals.congratulations(text) == f"That's great news — congratulations to {whom}!"


@pytest.mark.parametrize("text, whom", [
    ("My sister passed her test!", "your sister"), ("My son Tom got into Leeds!", "your son Tom"),
    ("Our Siobhan's wee girl Niamh got picked for the school choir!", "Niamh"),
])
def test_one_of_theirs_by_who_they_are_keeps_it(text, whom):
    assert rituals.congratulations(text) == f"That's great news — congratulations to {whom}!"


# talk32's second walk (a sheep farmer near Llanidloes), held apart from every fix above.


@pytest.mark.parametrize("text, doing", [
    ("Evening, I'm Rhys, I keep sheep on a hill farm near Llanidloes.", "keeping sheep"),
    ("Hiya, I'm Jen, I keep goats on a smallholding outside Hay.", "keeping goats"),
    ("Morning, I'm Ewan, I keep cattle on the family farm.", "keeping cattle"),
])
def test_stock_kept_on_a_farm_is_their_work(text, doing):
    """"Evening, I'm Rhys, I keep sheep on a hill farm near Llanidloes." got "Good day to you. Yes, I can remember it well."."""
    reply = rituals.introduced_then(text)
    assert reply.startswith("Nice to meet you,") and doing in reply


@pytest.mark.parametrize("text", ["I keep sheep on Mondays.", "I keep bees on the allotment roof at work sometimes for a mate."])
def test_stock_on_something_else_is_left(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text", ["Right, better go and check the ewes. Nos da!", "Right, off to check the ewes. Nos da!", "I'd better feed the dog, bye!"])
def test_what_they_had_better_do_before_a_farewell_is_a_farewell(text):
    """"Right, better go and check the ewes. Nos da!" got "Sounds wonderful! Where do you want to eat?"."""
    assert phatic.FAREWELL in phatic.kinds(text)


@pytest.mark.parametrize("text", ["Better the devil you know, bye!", "You'd better come back soon, bye!"])
def test_better_of_something_else_is_no_farewell(text):
    assert phatic.FAREWELL not in phatic.kinds(text)


@pytest.mark.parametrize("text", ["sorry been quiet, lambing has been non stop", "Sorry been so quiet, work's been mental."])
def test_being_quiet_after_sorry_is_a_gap(text):
    """"sorry been quiet, lambing has been non stop" got "… a classic event with the whole town coming together"."""
    assert catching_up.back(text, rituals.told).startswith("No need to apologise — ")


@pytest.mark.parametrize("text", ["Been quiet at the shop today.", "The shop's been quiet, sorry."])
def test_a_quiet_day_is_no_gap(text):
    assert catching_up.back(text, rituals.told) is None


@pytest.mark.parametrize("text, whom", [
    ("our Elin got her A level results today, straight As!!", "Elin"), ("Tom got straight A*s in his GCSEs!", "Tom"),
    ("My daughter Isla got her exam results this morning, straight As!", "your daughter Isla"),
])
def test_top_grades_are_good_news(text, whom):
    """"our Elin got her A level results today, straight As!!" got "You're quite proud of yourself!"."""
    assert rituals.congratulations(text) == f"That's great news — congratulations to {whom}!"


@pytest.mark.parametrize("text", ["He's as straight as an arrow.", "Elin got her results today."])
def test_straight_or_results_alone_are_not_cheered(text):
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text, said", [
    ("My wife Carys teaches at the primary school in town.", "Your wife Carys teaches at the primary school in town"),
    ("My sister Jo teaches in Leeds.", "Your sister Jo teaches in Leeds"),
])
def test_where_someone_of_theirs_teaches_is_their_work(text, said):
    """"My wife Carys teaches at the primary school in town." got "What are your plans for the school?"."""
    assert rituals.told(text).startswith(said)


def test_teaching_them_something_is_not_a_job():
    assert rituals.told("My mum teaches me to knit.") is None


@pytest.mark.parametrize("text, names", [
    ("We've got two sheepdogs, Fly and Moss, and an old ginger tom called Sam.", "Fly, Moss and Sam"),
    ("We have two cats, Bella and Luna, and a rescue greyhound named Pip.", "Bella, Luna and Pip"),
    ("We've got two budgies, Mango and Kiwi.", "Mango and Kiwi"),
])
def test_several_pets_by_name_and_one_more_are_all_named(text, names):
    """"We've got two sheepdogs, Fly and Moss, and an old ginger tom called Sam." got "What kind of dog are they?"."""
    assert names in rituals.told(text)


def test_several_pets_then_something_else_are_left():
    assert rituals.told("We've got two sheepdogs, Fly and Moss, and a lot of work on.") is None


@pytest.mark.parametrize("text, said", [
    ("Lambing starts next week so I won't get much sleep.", "Lambing starts next week — "),
    ("Harvest starts on Monday.", "Harvest starts on Monday — "),
    ("My new job starts Monday so I'll be shattered.", "Your new job starts Monday — "),
])
def test_a_busy_season_or_a_start_with_what_it_will_mean_is_met(text, said):
    """"Lambing starts next week so I won't get much sleep." got "That sounds wonderful. How about a quiet coffee today?"."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", [
    "The football season starts Saturday so I'll be at every match.", "My dad's in hospital so I won't be on much.",
    "Lambing starts next week so I won't see my dad before he dies.",
])
def test_another_season_or_bad_news_with_so_is_left(text):
    assert rituals.told(text) is None
