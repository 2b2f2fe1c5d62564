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

  # Ancient Adamantoise
  @id:fin-ancient-adamantoise-9439b9 @ruling:9439b91de7c5 @cr:702.21a @pending
  Scenario: Ancient Adamantoise: If you control more than one Ancient Adamantoise, you choose which redirection e...
    If you control more than one Ancient Adamantoise, you choose which redirection effect to apply. You can't
    divide damage dealt by a single source between them, and you can't choose to take the damage yourself.

    Ruling of Ancient Adamantoise, 2025-06-06; the rulings file marks it: single source (one engine's card
    definitions).
    Source: wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/AncientAdamantoise.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318

    Pending: its card data declares not modelled "Vigilance, ward {3}" (vigilance is (a keyword), but ward
    (702.21) isn't modelled; no scenario has an opponent's spell or ability target Ancient Adamantoise); and
    "All damage that would be dealt to you and other permanents you control is dealt to this creature
    instead." (damage redirection (614.9) isn't a building block yet; no scenario deals damage to its
    controller or their other permanents); and "When this creature dies, exile it and create ten tapped
    Treasure tokens." (no scenario has Ancient Adamantoise die).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Ancient Adamantoise in her hand

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
