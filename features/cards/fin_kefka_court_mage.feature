Feature: Kefka, Court Mage
  Kefka, Court Mage {2}{U}{B}{R} — Legendary Creature — Human Wizard 4/5, transforming into Kefka, Ruler of
  Ruin. "Whenever Kefka enters or attacks, each player discards a card. Then you draw a card for each card type
  among cards discarded this way." "{8}: Each opponent sacrifices a permanent of their choice. Transform Kefka.
  Activate only as a sorcery."

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  @id:fin-kefka-three-card-types-three-cards @ruling:f479e2ef7176 @cr:205.2a @cr:205.3a @cr:205.4a @cr:701.9a
  Scenario: Kefka enters; Alice discards Plains and Bob discards Summon: Fat Chocobo: three card types, so Alice draws three
    The card types in Magic include artifact, battle, creature, enchantment, instant, kindred, land,
    planeswalker, and sorcery. Legendary, basic, and snow are supertypes, not card types; Hero and Saga are
    subtypes, not card types. Wording as recorded by wingedsheep/argentum-engine only (single source). Plains is
    a land (Basic is its supertype); Summon: Fat Chocobo is an enchantment and a creature (Saga and Bird are its
    subtypes): land, enchantment, creature.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Kefka, Court Mage and Plains in her hand
    And Alice has {U}{B}{R}{C}{C} in her mana pool
    And Alice's library, from the top, is Island, Island, Island and Island
    And Bob has Summon: Fat Chocobo in his hand
    And Alice will choose Plains to discard
    And Bob will choose Summon: Fat Chocobo to discard
    When Alice casts Kefka, Court Mage from her hand
    And all players pass priority until the stack is empty
    Then Alice has Plains in her graveyard
    And Bob has Summon: Fat Chocobo in his graveyard
    And Alice has 3 Island in her hand
    And Alice has Island in her library

  @id:fin-kefka-supertype-not-a-card-type @ruling:f479e2ef7176 @cr:205.2a @cr:205.4a
  Scenario: Alice discards a legendary creature card and Bob a creature card: one card type, so Alice draws one
    The card types in Magic include artifact, battle, creature, enchantment, instant, kindred, land,
    planeswalker, and sorcery. Legendary, basic, and snow are supertypes, not card types; Hero and Saga are
    subtypes, not card types. Wording as recorded by wingedsheep/argentum-engine only (single source). The
    boundary: Legendary is a supertype, so Sephiroth, Fabled SOLDIER and Grizzly Bears share their one card
    type, creature.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Kefka, Court Mage and Sephiroth, Fabled SOLDIER in her hand
    And Alice has {U}{B}{R}{C}{C} in her mana pool
    And Alice's library, from the top, is Island, Island, Island and Island
    And Bob has Grizzly Bears in his hand
    And Alice will choose Sephiroth, Fabled SOLDIER to discard
    And Bob will choose Grizzly Bears to discard
    When Alice casts Kefka, Court Mage from her hand
    And all players pass priority until the stack is empty
    Then Alice has Sephiroth, Fabled SOLDIER in her graveyard
    And Alice has Island in her hand
    And Alice has 3 Island in her library

  @id:fin-kefka-opponents-sacrifice-simultaneously @ruling:e97ac3037ea6 @cr:101.4 @cr:701.21a @cr:603.10a
  Scenario: Bob and Carol each choose a permanent, then both are sacrificed at once: Bob's Sephiroth sees Carol's creature die
    While resolving Kefka, Court Mage's last ability, the next opponent in turn order chooses a permanent they
    control, then each other opponent in turn order does the same. Then each of the chosen permanents are
    sacrificed simultaneously. Wording as recorded by wingedsheep/argentum-engine only (single source); the
    rulings file suspects it is paraphrased. Bob sacrifices Sephiroth, Fabled SOLDIER and Carol her Grizzly
    Bears at the same time, so Sephiroth's "whenever another creature dies" ability, looking back (603.10a),
    triggers for the Bears; then Kefka transforms.

    Given a game between Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls Kefka, Court Mage
    And Alice has {C}{C}{C}{C}{C}{C}{C}{C} in her mana pool
    And Bob controls Sephiroth, Fabled SOLDIER
    And Carol controls Grizzly Bears and Forest
    And Carol will choose Grizzly Bears to sacrifice
    And Bob will choose Carol as targets
    When Alice activates Kefka, Court Mage's "{8}" ability
    And all players pass priority
    Then Bob has Sephiroth, Fabled SOLDIER in his graveyard
    And Carol has Grizzly Bears in her graveyard
    And Carol controls Forest
    And Alice controls Kefka, Ruler of Ruin and no Kefka, Court Mage
    And the triggered abilities put on the stack are 1 from Sephiroth, Fabled SOLDIER
    When all players pass priority until the stack is empty
    Then Carol's life total is 19
    And Bob's life total is 21

  @id:fin-kefka-opponent-with-no-permanent @ruling:e97ac3037ea6 @cr:101.4 @cr:701.21a
  Scenario: An opponent with no permanent sacrifices nothing; the other opponent still sacrifices, and Kefka transforms
    While resolving Kefka, Court Mage's last ability, the next opponent in turn order chooses a permanent they
    control, then each other opponent in turn order does the same. Then each of the chosen permanents are
    sacrificed simultaneously. Wording as recorded by wingedsheep/argentum-engine only (single source); the
    rulings file suspects it is paraphrased. The boundary: Bob controls nothing to choose, so only Carol's
    chosen permanent is sacrificed, and Alice's own permanents are never chosen.

    Given a game between Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls Kefka, Court Mage and Grizzly Bears
    And Alice has {C}{C}{C}{C}{C}{C}{C}{C} in her mana pool
    And Carol controls Grizzly Bears and Forest
    And Carol will choose Forest to sacrifice
    When Alice activates Kefka, Court Mage's "{8}" ability
    And all players pass priority until the stack is empty
    Then Carol has Forest in her graveyard
    And Carol controls Grizzly Bears
    And Alice controls Kefka, Ruler of Ruin and Grizzly Bears
