Feature: Keen-Eyed Curator: only card types count among the cards exiled with it
  Keen-Eyed Curator {G}{G} — Creature — Raccoon Scout 3/3: As long as there are four or more card types among
  cards exiled with this creature, it gets +4/+4 and has trample. {1}: Exile target card from a graveyard.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 205.2a lists the card types; supertypes (205.4a) and subtypes (205.3) aren't among them;
  an artifact creature card has two card types; 607.2a: "cards exiled with this creature" are the ones its
  linked ability exiled.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Keen-Eyed Curator
    And Alice has {C}{C}{C} in her mana pool

  @ruling:1b5741e0f5f4 @cr:205.2a @cr:607.2a @cr:613.4c
  Rule: Card types count, not supertypes or subtypes
    The card types that can appear on cards exiled with Keen-Eyed Curator are artifact, battle, creature,
    enchantment, instant, kindred, land, planeswalker, and sorcery. Legendary, basic, and snow are supertypes,
    not card types. Raccoon and Scout are subtypes, not card types.

    @id:blb-keen-eyed-curator-four-card-types
    Scenario: Memnite (artifact creature), Lightning Bolt (instant) and Forest (land): four card types, 7/7 with trample
      After two cards (artifact, creature, instant) Keen-Eyed Curator is still 3/3; with Forest it is 7/7, and its
      trample assigns the excess over Grizzly Bears' lethal damage to Bob (702.19b).

      Given Bob has Memnite, Lightning Bolt and Forest in his graveyard
      And Bob controls Grizzly Bears
      And Alice will choose Memnite, then Lightning Bolt, then Forest as targets
      When Alice activates Keen-Eyed Curator's "{1}: Exile target card from a graveyard." ability
      And all players pass priority
      And Alice activates Keen-Eyed Curator's "{1}: Exile target card from a graveyard." ability
      And all players pass priority
      Then Keen-Eyed Curator is 3/3
      When Alice activates Keen-Eyed Curator's "{1}: Exile target card from a graveyard." ability
      And all players pass priority
      Then Memnite, Lightning Bolt and Forest are in exile
      And Keen-Eyed Curator is 7/7
      When Alice attacks with Keen-Eyed Curator
      And Bob blocks Keen-Eyed Curator with Grizzly Bears
      And Alice assigns Keen-Eyed Curator's combat damage as 2 to Grizzly Bears and 5 to Bob
      Then Bob's life total is 15
      And Bob has Grizzly Bears in his graveyard

    @id:blb-keen-eyed-curator-supertypes-dont-count
    Scenario: Cloud (legendary creature), Lightning Bolt and Forest (basic land): three card types, still 3/3
      Given Bob has Cloud, Midgar Mercenary, Lightning Bolt and Forest in his graveyard
      And Alice will choose Cloud, Midgar Mercenary, then Lightning Bolt, then Forest as targets
      When Alice activates Keen-Eyed Curator's "{1}: Exile target card from a graveyard." ability
      And all players pass priority
      And Alice activates Keen-Eyed Curator's "{1}: Exile target card from a graveyard." ability
      And all players pass priority
      And Alice activates Keen-Eyed Curator's "{1}: Exile target card from a graveyard." ability
      And all players pass priority
      Then Cloud, Midgar Mercenary, Lightning Bolt and Forest are in exile
      And Keen-Eyed Curator is 3/3
