Feature: FIN rulings the reference engine can't run yet
  The (card, ruling) entries of features/fin.rulings.json (set FIN; a copy of
  /work/shared/data/fin-rulings.json) that no runnable scenario executes for their card. Each scenario
  quotes the ruling word for word, names its source file and commit, and says in its Pending line what the
  reference engine doesn't model yet. Written by tools/pending_rulings.py.

  # Dion, Bahamut's Dominant // Bahamut, Warden of Light
  @id:fin-dion-bahamut-s-dominant-bahamut-warden-o-a19dad @ruling:a19dad3fe870 @cr:608.2 @pending
  Scenario: Dion, Bahamut's Dominant // Bahamut, Warden of Light: Dion's first ability will still give it flying during your turn even if Dion som...
    Dion's first ability will still give it flying during your turn even if Dion somehow isn't a Knight.

    Ruling of Dion, Bahamut's Dominant // Bahamut, Warden of Light, 2025-06-06; the rulings file marks it:
    single source (one engine's card definitions).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/dion-bahamuts-dominant.ts@c56488e96a7b6d9855beb8c9a2f71825eb825c37
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/DionBahamutsDominant.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Dion, Bahamut's Dominant // Bahamut, Warden of Light is not in the reference engine's card data:
    among what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't have
    yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Sidequest: Catch a Fish // Cooking Campsite
  @id:fin-sidequest-catch-a-fish-cooking-campsite-bb46cd @ruling:bb46cd33f729 @cr:608.2 @pending
  Scenario: Sidequest: Catch a Fish // Cooking Campsite: You don't have to reveal the card even if it's an artifact or creature card
    You don't have to reveal the card even if it's an artifact or creature card. You may choose not to reveal
    it and instead leave it on top of your library.

    Ruling of Sidequest: Catch a Fish // Cooking Campsite, 2025-06-06; the rulings file marks it: single
    source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/SidequestCatchAFish.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Sidequest: Catch a Fish // Cooking Campsite is not in the reference engine's card data: among
    what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Ultima
  @id:fin-ultima-766546 @ruling:76654641681c @cr:506.1 @cr:510.1 @pending
  Scenario: Ultima: Ending the turn happens in order: (1) all spells and abilities on the stack are ...
    Ending the turn happens in order: (1) all spells and abilities on the stack are exiled, including the dies
    triggers from destroying all artifacts and creatures and Ultima itself, even ones that can't be countered;
    (2) attacking and blocking creatures are removed from combat; (3) state-based actions are checked, no
    player gets priority, and no triggered abilities are put onto the stack; (4) the game skips straight to
    the cleanup step, which happens in its entirety.

    Ruling of Ultima, 2025-06-06; the rulings file marks it: single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/Ultima.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Ultima is not in the reference engine's card data, and needs combat damage
    (reference_engine/combat.py): declaring blockers (509), combat damage (510) and the combat keywords and
    triggers this ruling relies on aren't modelled yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal
  @id:fin-venat-heart-of-hydaelyn-hydaelyn-the-mot-e4f585 @ruling:e4f585f321d3 @cr:707.10 @pending
  Scenario: Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal: If you are instructed to put a card that isn't a double-faced card onto the batt...
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it
    will not enter at all. In that case, it stays in the zone it was previously in. For example, if a
    single-faced card is a copy of Crystal Fragments, it will be exiled during the resolution of its second
    ability and remain in exile.

    Ruling of Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal, 2025-06-06; the rulings file marks it:
    single source (one engine's card definitions).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/venat-heart-of-hydaelyn.ts@caabeda6d7aa04089a68b926bb9320eeeeda7cff

    Pending: Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal is not in the reference engine's card
    data, and copying a spell or permanent from this card's abilities (707.10, 707.2) isn't modelled for it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal
  @id:fin-venat-heart-of-hydaelyn-hydaelyn-the-mot-f63934 @ruling:f63934cb1bf7 @cr:608.2 @pending
  Scenario: Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal: If the target creature is an illegal target as Hydaelyn, the Mothercrystal's las...
    If the target creature is an illegal target as Hydaelyn, the Mothercrystal's last ability tries to
    resolve, it won't resolve and none of its effects will happen. You won't draw a card even if that creature
    is legendary.

    Ruling of Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal, 2025-06-06; the rulings file marks it:
    single source (one engine's card definitions).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/venat-heart-of-hydaelyn.ts@caabeda6d7aa04089a68b926bb9320eeeeda7cff

    Pending: Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal is not in the reference engine's card
    data: among what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't
    have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Sidequest: Card Collection // Magicked Card
  @id:fin-sidequest-card-collection-magicked-card-1f23eb @ruling:1f23eb686cb1 @cr:404.1 @pending
  Scenario: Sidequest: Card Collection // Magicked Card: Sidequest: Card Collection's last ability checks at the moment it would trigger ...
    Sidequest: Card Collection's last ability checks at the moment it would trigger to see if you have eight
    or more cards in your graveyard. If you don't, the ability won't trigger at all. If it does trigger, the
    ability will check again as it tries to resolve.

    Ruling of Sidequest: Card Collection // Magicked Card, 2025-06-06; the rulings file marks it: single
    source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/SidequestCardCollection.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Sidequest: Card Collection // Magicked Card is not in the reference engine's card data, and no
    building block does yet what this ruling describes with the graveyard.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Sephiroth, Fabled SOLDIER // Sephiroth, One-Winged Angel
  @id:fin-sephiroth-fabled-soldier-sephiroth-one-w-4f6349 @ruling:4f634912e5c0 @cr:506.1 @cr:510.1 @pending
  Scenario: Sephiroth, Fabled SOLDIER // Sephiroth, One-Winged Angel: If this card somehow enters the battlefield with its back face up, it didn't tra...
    If this card somehow enters the battlefield with its back face up, it didn't transform, so you won't get
    an emblem.

    Ruling of Sephiroth, Fabled SOLDIER // Sephiroth, One-Winged Angel, 2025-06-06; the rulings file marks it:
    single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/SephirothFabledSoldier.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Sephiroth, Fabled SOLDIER // Sephiroth, One-Winged Angel is not in the reference engine's card
    data: among what its Oracle text needs, needs combat damage (reference_engine/combat.py): declaring
    blockers (509), combat damage (510) and the combat keywords and triggers this ruling relies on aren't
    modelled yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Sidequest: Hunt the Mark // Yiazmat, Ultimate Mark
  @id:fin-sidequest-hunt-the-mark-yiazmat-ultimate-bfee9d @ruling:bfee9dcced81 @cr:608.2 @pending
  Scenario: Sidequest: Hunt the Mark // Yiazmat, Ultimate Mark: Sidequest: Hunt the Mark's last ability checks at the moment it would trigger to...
    Sidequest: Hunt the Mark's last ability checks at the moment it would trigger to see if a creature died
    under an opponent's control this turn. If none did, the ability won't trigger at all. Once your end step
    begins, it's too late to cause creatures your opponents control to die in order to cause the ability to
    trigger.

    Ruling of Sidequest: Hunt the Mark // Yiazmat, Ultimate Mark, 2025-06-06; the rulings file marks it:
    single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/SidequestHuntTheMark.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Sidequest: Hunt the Mark // Yiazmat, Ultimate Mark is not in the reference engine's card data:
    among what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't have
    yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Vincent Valentine // Galian Beast
  @id:fin-vincent-valentine-galian-beast-e4f585 @ruling:e4f585f321d3 @cr:707.10 @pending
  Scenario: Vincent Valentine // Galian Beast: If you are instructed to put a card that isn't a double-faced card onto the batt...
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it
    will not enter at all. In that case, it stays in the zone it was previously in. For example, if a
    single-faced card is a copy of Crystal Fragments, it will be exiled during the resolution of its second
    ability and remain in exile.

    Ruling of Vincent Valentine // Galian Beast, 2025-06-06; the rulings file marks it: single source (one
    engine's card definitions).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/vincent-valentine.ts@180b09b76e2ca17abcb9e708d85d31b63207c667

    Pending: Vincent Valentine // Galian Beast is not in the reference engine's card data, and copying a spell
    or permanent from this card's abilities (707.10, 707.2) isn't modelled for it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Zenos yae Galvus // Shinryu, Transcendent Rival
  @id:fin-zenos-yae-galvus-shinryu-transcendent-ri-2ed455 @ruling:2ed4556943c6 @cr:608.2 @pending
  Scenario: Zenos yae Galvus // Shinryu, Transcendent Rival: If this card somehow enters the battlefield with its back face up, it didn't tra...
    If this card somehow enters the battlefield with its back face up, it didn't transform, so you won't
    choose an opponent.

    Ruling of Zenos yae Galvus // Shinryu, Transcendent Rival, 2025-06-06; the rulings file marks it: single
    source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/ZenosYaeGalvus.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Zenos yae Galvus // Shinryu, Transcendent Rival is not in the reference engine's card data: among
    what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Gilgamesh, Master-at-Arms
  @id:fin-gilgamesh-master-at-arms-2ebcdf @ruling:2ebcdf88e978 @cr:603.12 @pending
  Scenario: Gilgamesh, Master-at-Arms: If you put an Equipment with job select onto the battlefield with Gilgamesh's ab...
    If you put an Equipment with job select onto the battlefield with Gilgamesh's ability, the job select
    ability and the reflexive triggered ability will both trigger, and you'll choose the order in which those
    abilities go on the stack. Regardless of the order chosen, the job select ability will create a Hero token
    and attach the Equipment to the Hero token after both abilities have resolved.

    Ruling of Gilgamesh, Master-at-Arms, 2025-06-06; the rulings file marks it: single source (one engine's
    card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/GilgameshMasterAtArms.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: reflexive triggered abilities (603.12) aren't modelled: an ability that triggers during the
    resolution of another when its controller takes the action it names.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Gilgamesh, Master-at-Arms in her hand

  # Ancient Adamantoise
  @id:fin-ancient-adamantoise-9439b9 @ruling:9439b91de7c5 @cr:702.21a @pending
  Scenario: Ancient Adamantoise: If you control more than one Ancient Adamantoise, you choose which redirection e...
    If you control more than one Ancient Adamantoise, you choose which redirection effect to apply. You can't
    divide damage dealt by a single source between them, and you can't choose to take the damage yourself.

    Ruling of Ancient Adamantoise, 2025-06-06; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/AncientAdamantoise.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Ancient Adamantoise is not in the reference engine's card data: among what its Oracle text needs,
    ward (702.21) isn't modelled: the triggered ability that counters a spell or ability an opponent controls
    targeting the permanent unless its controller pays the cost (702.21a).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Ancient Adamantoise
  @id:fin-ancient-adamantoise-15b9fa @ruling:15b9faab4d27 @cr:702.21a @pending
  Scenario: Ancient Adamantoise: Effects that remove all damage from a permanent (such as regeneration) will stil...
    Effects that remove all damage from a permanent (such as regeneration) will still remove damage from
    Ancient Adamantoise.

    Ruling of Ancient Adamantoise, 2025-06-06; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/AncientAdamantoise.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318
    Source: morvor/mtg-sim:crates/mtg-engine/tests/... [substring citation]

    Pending: Ancient Adamantoise is not in the reference engine's card data: among what its Oracle text needs,
    ward (702.21) isn't modelled: the triggered ability that counters a spell or ability an opponent controls
    targeting the permanent unless its controller pays the cost (702.21a).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Diamond Weapon
  @id:fin-diamond-weapon-ce16ba @ruling:ce16ba5ad18e @cr:506.1 @cr:510.1 @pending
  Scenario: Diamond Weapon: Diamond Weapon's prevention effect isn't considered while assigning combat damag...
    Diamond Weapon's prevention effect isn't considered while assigning combat damage from a creature with
    trample that's being blocked by Diamond Weapon. For example, if it blocks a 12/12 creature with trample,
    that creature's controller must assign at least 8 of that creature's combat damage to Diamond Weapon, and
    the remainder can be assigned to the defending player, planeswalker, or battle.

    Ruling of Diamond Weapon, 2025-06-06; the rulings file marks it: single source (one engine's card
    definitions).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/diamond-weapon.ts@244bee4c42b78c35e54d4d6846a268cc43c1e71c

    Pending: Diamond Weapon is not in the reference engine's card data, and needs combat damage
    (reference_engine/combat.py): declaring blockers (509), combat damage (510) and the combat keywords and
    triggers this ruling relies on aren't modelled yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Sidequest: Raise a Chocobo // Black Chocobo
  @id:fin-sidequest-raise-a-chocobo-black-chocobo-0c1c2b @ruling:0c1c2bcf916f @cr:608.2 @pending
  Scenario: Sidequest: Raise a Chocobo // Black Chocobo: Sidequest: Raise a Chocobo's last ability checks at the moment it would trigger ...
    Sidequest: Raise a Chocobo's last ability checks at the moment it would trigger to see if you control four
    or more Birds. If you don't, the ability won't trigger at all. If it does trigger, the ability will check
    again as it tries to resolve.

    Ruling of Sidequest: Raise a Chocobo // Black Chocobo, 2025-06-06; the rulings file marks it: single
    source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/SidequestRaiseAChocobo.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Sidequest: Raise a Chocobo // Black Chocobo is not in the reference engine's card data: among
    what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Sidequest: Raise a Chocobo // Black Chocobo
  @id:fin-sidequest-raise-a-chocobo-black-chocobo-f2af75 @ruling:f2af756f244c @cr:608.2 @pending
  Scenario: Sidequest: Raise a Chocobo // Black Chocobo: If this card somehow enters the battlefield with its back face up, it didn't tra...
    If this card somehow enters the battlefield with its back face up, it didn't transform, so you won't
    search.

    Ruling of Sidequest: Raise a Chocobo // Black Chocobo, 2025-06-06; the rulings file marks it: single
    source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/SidequestRaiseAChocobo.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Sidequest: Raise a Chocobo // Black Chocobo is not in the reference engine's card data: among
    what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Summon: Fat Chocobo
  @id:fin-summon-fat-chocobo-530c34 @ruling:530c342fde1a @cr:506.1 @cr:510.1 @pending
  Scenario: Summon: Fat Chocobo: Saga creatures have two sections to their text boxes
    Saga creatures have two sections to their text boxes. The first section, above the type line, contains
    their chapter abilities, and the second section, below the type line, contains any other abilities (or
    italicized flavor text). Any abilities in the latter section aren't chapter abilities and apply no matter
    how many lore counters are on the creature.

    Ruling of Summon: Fat Chocobo, 2025-06-06; the rulings file marks it: single source (one engine's card
    definitions).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/summon-fat-chocobo.ts@1a30de684432b7a0faebe3664bf28119e64cfa9e

    Pending: needs combat damage (reference_engine/combat.py): declaring blockers (509), combat damage (510)
    and the combat keywords and triggers this ruling relies on aren't modelled yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Summon: Fat Chocobo in her hand

  # Summon: Fat Chocobo
  @id:fin-summon-fat-chocobo-91bd17 @ruling:91bd17328c24 @cr:506.1 @cr:510.1 @pending
  Scenario: Summon: Fat Chocobo: Due to a rules change that takes effect with this release (see below for details...
    Due to a rules change that takes effect with this release (see below for details), a Saga that somehow
    loses all of its chapter abilities will not be sacrificed as a state-based action. It will also not gain a
    lore counter at the beginning of each of its controller's first main phases.

    Ruling of Summon: Fat Chocobo, 2025-06-06; the rulings file marks it: single source (one engine's card
    definitions).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/summon-fat-chocobo.ts@1a30de684432b7a0faebe3664bf28119e64cfa9e

    Pending: needs combat damage (reference_engine/combat.py): declaring blockers (509), combat damage (510)
    and the combat keywords and triggers this ruling relies on aren't modelled yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Summon: Fat Chocobo in her hand

  # The Emperor of Palamecia // The Lord Master of Hell
  @id:fin-the-emperor-of-palamecia-the-lord-master-d8a73e @ruling:d8a73e7d7ee5 @cr:608.2 @pending
  Scenario: The Emperor of Palamecia // The Lord Master of Hell: The value of X is calculated only once, as The Lord Master of Hell's ability res...
    The value of X is calculated only once, as The Lord Master of Hell's ability resolves.

    Ruling of The Emperor of Palamecia // The Lord Master of Hell, 2025-06-06; the rulings file marks it:
    single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/TheEmperorOfPalamecia.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: The Emperor of Palamecia // The Lord Master of Hell is not in the reference engine's card data:
    among what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't have
    yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Joshua, Phoenix's Dominant // Phoenix, Warden of Fire
  @id:fin-joshua-phoenix-s-dominant-phoenix-warden-d0b18f @ruling:d0b18fa8e678 @cr:608.2 @pending
  Scenario: Joshua, Phoenix's Dominant // Phoenix, Warden of Fire: You can choose to discard no cards when Joshua's first ability resolves
    You can choose to discard no cards when Joshua's first ability resolves. If you do, you won't draw any
    cards.

    Ruling of Joshua, Phoenix's Dominant // Phoenix, Warden of Fire, 2025-06-06; the rulings file marks it:
    single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/JoshuaPhoenixsDominant.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Joshua, Phoenix's Dominant // Phoenix, Warden of Fire is not in the reference engine's card data:
    among what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't have
    yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kefka, Court Mage // Kefka, Ruler of Ruin
  @id:fin-kefka-court-mage-kefka-ruler-of-ruin-f479e2 @ruling:f479e2ef7176 @cr:506.1 @cr:510.1 @pending
  Scenario: Kefka, Court Mage // Kefka, Ruler of Ruin: The card types in Magic include artifact, battle, creature, enchantment, instant...
    The card types in Magic include artifact, battle, creature, enchantment, instant, kindred, land,
    planeswalker, and sorcery. Legendary, basic, and snow are supertypes, not card types; Hero and Saga are
    subtypes, not card types.

    Ruling of Kefka, Court Mage // Kefka, Ruler of Ruin, 2025-06-06; the rulings file marks it: single source
    (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/KefkaCourtMage.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kefka, Court Mage // Kefka, Ruler of Ruin is not in the reference engine's card data: among what
    its Oracle text needs, needs combat damage (reference_engine/combat.py): declaring blockers (509), combat
    damage (510) and the combat keywords and triggers this ruling relies on aren't modelled yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kefka, Court Mage // Kefka, Ruler of Ruin
  @id:fin-kefka-court-mage-kefka-ruler-of-ruin-e97ac3 @ruling:e97ac3037ea6 @cr:506.1 @cr:510.1 @pending
  Scenario: Kefka, Court Mage // Kefka, Ruler of Ruin: While resolving Kefka, Court Mage's last ability, the next opponent in turn orde...
    While resolving Kefka, Court Mage's last ability, the next opponent in turn order chooses a permanent they
    control, then each other opponent in turn order does the same. Then each of the chosen permanents are
    sacrificed simultaneously.

    Ruling of Kefka, Court Mage // Kefka, Ruler of Ruin, 2025-06-06; the rulings file marks it: single source
    (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/KefkaCourtMage.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kefka, Court Mage // Kefka, Ruler of Ruin is not in the reference engine's card data: among what
    its Oracle text needs, needs combat damage (reference_engine/combat.py): declaring blockers (509), combat
    damage (510) and the combat keywords and triggers this ruling relies on aren't modelled yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Kuja, Genome Sorcerer // Trance Kuja, Fate Defied
  @id:fin-kuja-genome-sorcerer-trance-kuja-fate-de-c80658 @ruling:c8065865a898 @cr:120.3 @pending
  Scenario: Kuja, Genome Sorcerer // Trance Kuja, Fate Defied: The damage is dealt by the same source as the original source of damage
    The damage is dealt by the same source as the original source of damage. The doubled damage isn't dealt by
    Trance Kuja unless it was the original source of damage.

    Ruling of Kuja, Genome Sorcerer // Trance Kuja, Fate Defied, 2025-06-06; the rulings file marks it: single
    source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/KujaGenomeSorcerer.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Kuja, Genome Sorcerer // Trance Kuja, Fate Defied is not in the reference engine's card data, and
    no building block does yet what this ruling describes with damage.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Serah Farron // Crystallized Serah
  @id:fin-serah-farron-crystallized-serah-e4f585 @ruling:e4f585f321d3 @cr:707.10 @pending
  Scenario: Serah Farron // Crystallized Serah: If you are instructed to put a card that isn't a double-faced card onto the batt...
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it
    will not enter at all. In that case, it stays in the zone it was previously in. For example, if a
    single-faced card is a copy of Crystal Fragments, it will be exiled during the resolution of its second
    ability and remain in exile.

    Ruling of Serah Farron // Crystallized Serah, 2025-06-06; the rulings file marks it: single source (one
    engine's card definitions).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/serah-farron.ts@81d590660055ce8e654b53255c5fe589fca24586

    Pending: Serah Farron // Crystallized Serah is not in the reference engine's card data, and copying a
    spell or permanent from this card's abilities (707.10, 707.2) isn't modelled for it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Terra, Magical Adept // Esper Terra
  @id:fin-terra-magical-adept-esper-terra-80bc07 @ruling:80bc07ba9e9e @cr:605.1a @pending
  Scenario: Terra, Magical Adept // Esper Terra: Esper Terra's fourth chapter ability isn't a mana ability
    Esper Terra's fourth chapter ability isn't a mana ability. It uses the stack and can be responded to.

    Ruling of Terra, Magical Adept // Esper Terra, 2025-06-06; the rulings file marks it: single source (one
    engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/TerraMagicalAdept.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Terra, Magical Adept // Esper Terra is not in the reference engine's card data, and this card's
    ability and its restrictions on mana (106.6, 605.1) aren't modelled.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Terra, Magical Adept // Esper Terra
  @id:fin-terra-magical-adept-esper-terra-a3cdab @ruling:a3cdab84bd9a @cr:707.10 @pending
  Scenario: Terra, Magical Adept // Esper Terra: The token copies exactly what was printed on the original enchantment
    The token copies exactly what was printed on the original enchantment. It doesn't copy counters,
    Auras/Equipment, or non-copy effects. If the copied enchantment has {X} in its mana cost, X is 0.

    Ruling of Terra, Magical Adept // Esper Terra, 2025-06-06; the rulings file marks it: single source (one
    engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/TerraMagicalAdept.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Terra, Magical Adept // Esper Terra is not in the reference engine's card data, and copying a
    spell or permanent from this card's abilities (707.10, 707.2) isn't modelled for it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Zidane, Tantalus Thief
  @id:fin-zidane-tantalus-thief-857bb7 @ruling:857bb7c39f9a @cr:506.1 @cr:510.1 @pending
  Scenario: Zidane, Tantalus Thief: If an opponent gains control of Zidane from you, Zidane's last ability will trig...
    If an opponent gains control of Zidane from you, Zidane's last ability will trigger and you'll create a
    Treasure token. If an opponent gains control of Zidane and one or more other permanents from you
    simultaneously, Zidane's last ability will trigger for each of those permanents, including itself. This
    means you'll create a Treasure token for each of those permanents, including Zidane.

    Ruling of Zidane, Tantalus Thief, 2025-06-06; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/ZidaneTantalusThief.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Zidane, Tantalus Thief is not in the reference engine's card data: among what its Oracle text
    needs, needs combat damage (reference_engine/combat.py): declaring blockers (509), combat damage (510) and
    the combat keywords and triggers this ruling relies on aren't modelled yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # The Masamune
  @id:fin-the-masamune-210a10 @ruling:210a10cdf0ca @cr:506.1 @cr:510.1 @pending
  Scenario: The Masamune: If you control two of The Masamune and they're equipped to creatures you control...
    If you control two of The Masamune and they're equipped to creatures you control, a creature dying causes
    abilities of emblems you own to trigger three times, not four.

    Ruling of The Masamune, 2025-06-06; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/TheMasamune.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "As long as equipped creature is attacking, it has first
    strike and must be blocked if able." (first strike (702.7) and blocking requirements (509.1c) aren't
    modelled: the reference engine has no blockers); and "or an emblem you own" (emblems (114) aren't
    modelled: the granted ability applies here to the equipped creature's own triggered abilities only).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has The Masamune in her hand

  # Balamb Garden, SeeD Academy // Balamb Garden, Airborne
  @id:fin-balamb-garden-seed-academy-balamb-garden-05c204 @ruling:05c204fafe4b @cr:608.2 @pending
  Scenario: Balamb Garden, SeeD Academy // Balamb Garden, Airborne: Town is a land type with no special meaning
    Town is a land type with no special meaning. It doesn't grant the land any intrinsic abilities. Other
    cards may care about which lands are Towns.

    Ruling of Balamb Garden, SeeD Academy // Balamb Garden, Airborne, 2025-06-06; the rulings file marks it:
    single source (one engine's card definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/BalambGardenSeedAcademy.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Balamb Garden, SeeD Academy // Balamb Garden, Airborne is not in the reference engine's card
    data: among what its Oracle text needs, its Oracle text needs building blocks the reference engine doesn't
    have yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Eden, Seat of the Sanctum
  @id:fin-eden-seat-of-the-sanctum-8335e2 @ruling:8335e2942690 @cr:603.12 @pending
  Scenario: Eden, Seat of the Sanctum: You don't choose a target for Eden, Seat of the Sanctum's last ability at the ti...
    You don't choose a target for Eden, Seat of the Sanctum's last ability at the time you activate it.
    Rather, a second "reflexive" ability triggers when you sacrifice Eden, Seat of the Sanctum this way. You
    choose a target for that ability as it goes on the stack.

    Ruling of Eden, Seat of the Sanctum, 2025-06-06; the rulings file marks it: single source (one engine's
    card definitions).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/eden-seat-of-the-sanctum.ts@6981ac45dad498f470582a9ab44f4246bc4d39ac

    Pending: Eden, Seat of the Sanctum is not in the reference engine's card data, and reflexive triggered
    abilities (603.12) aren't modelled: an ability that triggers during the resolution of another when its
    controller takes the action it names.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
