Feature: FIN rulings the reference engine can't run yet
  The (card, ruling) entries of features/fin.rulings.json (set FIN; a copy of
  /work/shared/data/fin-rulings.json) that no runnable scenario executes for their card. Each scenario
  quotes the ruling word for word, names its source file and commit, and says in its Pending line what the
  reference engine doesn't model yet. Written by tools/pending_rulings.py.

  # Dion, Bahamut's Dominant // Bahamut, Warden of Light
  @id:fin-dion-flying-even-if-not-a-knight @ruling:a19dad3fe870 @cr:201.5 @cr:702.9a @cr:613.1d @pending
  Scenario: Dion has flying during its controller's turn even if it isn't a Knight
    Dion's first ability will still give it flying during your turn even if Dion somehow isn't a Knight.

    Ruling of Dion, Bahamut's Dominant // Bahamut, Warden of Light, 2025-06-06; the rulings file marks it: not
    single source (2 sources).
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/dion-bahamuts-dominant.ts@c56488e96a7b6d9855beb8c9a2f71825eb825c37
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/DionBahamutsDominant.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Dragonfire Dive is modelled (scenario dion-dragonfire-dive-flying-during-your-turn), but no card
    of the reference engine's data makes a creature lose a creature type (type-changing effects, layer 4,
    613.1d), so no scenario can have Dion not be a Knight.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Dion, Bahamut's Dominant

  # Zenos yae Galvus // Shinryu, Transcendent Rival
  @id:fin-zenos-enters-back-face-up-no-opponent-chosen @ruling:2ed4556943c6 @cr:712.14a @cr:701.27a @pending
  Scenario: Zenos entering with its back face up didn't transform, so no opponent is chosen
    If this card somehow enters the battlefield with its back face up, it didn't transform, so you won't
    choose an opponent.

    Ruling of Zenos yae Galvus // Shinryu, Transcendent Rival, 2025-06-06; the rulings file marks it: single
    source.
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/ZenosYaeGalvus.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: "as this transforms into" abilities are a building block now (reference_engine/emblems.py,
    712.20) and a token copy of a transformed Zenos would enter with its back face up (707.8a), but choosing
    an opponent (and Burning Chains, which reads the choice) isn't modelled, nor is Zenos's "when the chosen
    creature leaves the battlefield, transform" that would turn it into Shinryu to copy.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Zenos yae Galvus

  # Ancient Adamantoise
  @id:fin-adamantoise-two-redirections @ruling:9439b91de7c5 @cr:614.9 @cr:616.1 @pending
  Scenario: With two Ancient Adamantoise, their controller chooses which redirection applies
    If you control more than one Ancient Adamantoise, you choose which redirection effect to apply. You can't
    divide damage dealt by a single source between them, and you can't choose to take the damage yourself.

    Ruling of Ancient Adamantoise, 2025-06-06; the rulings file marks it: single source.
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/AncientAdamantoise.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: damage redirection effects (CR 614.9) are not modelled by the reference engine: Ancient
    Adamantoise is in its card data (fin_more.json) with its redirection declared not modelled.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Summon: Fat Chocobo
  @id:fin-fat-chocobo-saga-creature-text-sections @ruling:530c342fde1a @cr:714.1a @cr:714.2b @pending
  Scenario: A Saga creature's abilities below its type line apply whatever its lore counters
    Saga creatures have two sections to their text boxes. The first section, above the type line, contains
    their chapter abilities, and the second section, below the type line, contains any other abilities (or
    italicized flavor text). Any abilities in the latter section aren't chapter abilities and apply no matter
    how many lore counters are on the creature.

    Ruling of Summon: Fat Chocobo, 2025-06-06; the rulings file marks it: single source.
    Source: shaggy806/MTG-Engine:engine/src/cards/pool/summon-fat-chocobo.ts@1a30de684432b7a0faebe3664bf28119e64cfa9e

    Pending: Summon: Fat Chocobo has no ability outside its chapter abilities, so no scenario with it can show
    a non-chapter ability applying at any lore count (714.1a); the Saga creature Bahamut, Warden of Light has
    one (flying, 702.9, modelled with combat), but the ruling is recorded for Fat Chocobo.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Summon: Fat Chocobo

  # The Emperor of Palamecia // The Lord Master of Hell
  @id:fin-lord-master-of-hell-x-counted-once @ruling:d8a73e7d7ee5 @cr:608.2h @pending
  Scenario: The Lord Master of Hell's X is counted once, as Starfall resolves
    The value of X is calculated only once, as The Lord Master of Hell's ability resolves.

    Ruling of The Emperor of Palamecia // The Lord Master of Hell, 2025-06-06; the rulings file marks it:
    single source.
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/TheEmperorOfPalamecia.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Starfall, the ability of the back face The Lord Master of Hell, is a not_modelled entry of The
    Emperor of Palamecia's card data (its mana spending restriction, 106.6, is not modelled either, so it
    never transforms here); the count made once on resolution (608.2h) has no ability to show it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls The Emperor of Palamecia

  # Kuja, Genome Sorcerer // Trance Kuja, Fate Defied
  @id:fin-trance-kuja-doubled-damage-source @ruling:c8065865a898 @cr:614.1a @cr:120.3 @pending
  Scenario: Trance Kuja's doubled damage is dealt by the original source
    The damage is dealt by the same source as the original source of damage. The doubled damage isn't dealt by
    Trance Kuja unless it was the original source of damage.

    Ruling of Kuja, Genome Sorcerer // Trance Kuja, Fate Defied, 2025-06-06; the rulings file marks it: single
    source.
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/KujaGenomeSorcerer.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Flare Star, the back face's damage-doubling replacement effect (614.1a), is a not_modelled entry
    of Kuja's card data: Trance Kuja, Fate Defied is not modelled, Kuja never transforms here.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Kuja, Genome Sorcerer

  # Terra, Magical Adept // Esper Terra
  @id:fin-esper-terra-chapter-iv-not-a-mana-ability @ruling:80bc07ba9e9e @cr:605.1b @cr:714.2b @pending
  Scenario: Esper Terra's chapter IV ability uses the stack: it isn't a mana ability
    Esper Terra's fourth chapter ability isn't a mana ability. It uses the stack and can be responded to.

    Ruling of Terra, Magical Adept // Esper Terra, 2025-06-06; the rulings file marks it: single source.
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/TerraMagicalAdept.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Terra, Magical Adept is not in the reference engine's card data; its back face Esper Terra needs
    a chapter ability that adds mana and then exiles and returns the Saga (714.2b, 610.3), and the step
    vocabulary has no way to respond to a triggered ability that adds mana (605.1b).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Terra, Magical Adept // Esper Terra
  @id:fin-esper-terra-token-copy-copiable-values @ruling:a3cdab84bd9a @cr:707.2 @cr:707.10 @cr:107.3m @pending
  Scenario: Esper Terra's token copies only the enchantment's copiable values
    The token copies exactly what was printed on the original enchantment. It doesn't copy counters,
    Auras/Equipment, or non-copy effects. If the copied enchantment has {X} in its mana cost, X is 0.

    Ruling of Terra, Magical Adept // Esper Terra, 2025-06-06; the rulings file marks it: single source,
    suspect wording: argentum-only; wording looks condensed (two rulings merged, 'Auras/Equipment' shorthand)
    rather than Scryfall's published text; no second source found.
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/TerraMagicalAdept.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: Terra, Magical Adept is not in the reference engine's card data, and its back face's chapter
    ability (a token copy of a target enchantment that gains haste and is sacrificed at the beginning of the
    next end step, 707.2 and 603.7) isn't a building block yet.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # Zidane, Tantalus Thief
  @id:fin-zidane-control-change-treasure @ruling:857bb7c39f9a @cr:613.1b @cr:603.2 @cr:603.10a @pending
  Scenario: An opponent gaining control of Zidane and other permanents triggers Zidane once for each
    If an opponent gains control of Zidane from you, Zidane's last ability will trigger and you'll create a
    Treasure token. If an opponent gains control of Zidane and one or more other permanents from you
    simultaneously, Zidane's last ability will trigger for each of those permanents, including itself. This
    means you'll create a Treasure token for each of those permanents, including Zidane.

    Ruling of Zidane, Tantalus Thief, 2025-06-06; the rulings file marks it: single source.
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/ZidaneTantalusThief.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: control-changing effects (layer 2, CR 613.1b) and triggers on a player gaining control of a
    permanent are not modelled by the reference engine, and Zidane, Tantalus Thief is not in its card data.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
