Feature: Yuna, Hope of Spira and finality counters
  Yuna, Hope of Spira {3}{G}{W} — Legendary Creature — Human Cleric 3/5
  During your turn, Yuna and enchantment creatures you control have trample, lifelink, and ward {2}.
  At the beginning of your end step, return up to one target enchantment card from your graveyard to the
  battlefield with a finality counter on it. (If a permanent with a finality counter on it would be put into a
  graveyard from the battlefield, exile it instead.)

  Rulings: features/fin.rulings.json, dated 2025-06-06, each recorded by shaggy806/MTG-Engine only (single-source).
  Yuna's first sentence is not modelled (reference_engine/cards/data/fin_jobs.json); no scenario depends on it.

  Background:
    Given a game between Alice and Bob
    And it is Alice's postcombat main phase
    And Alice controls Yuna, Hope of Spira

  @ruling:95c7f6a2dbb2 @cr:122.1h @cr:614.1a @cr:701.8a
  Rule: A finality counter exiles any permanent that would go to a graveyard from the battlefield
    Finality counters work on any permanent, not only creatures. If a permanent with a finality counter on it
    would be put into a graveyard from the battlefield, exile it instead.

    Wording as recorded by shaggy806/MTG-Engine only: single-source.

    @id:yuna-finality-counter-exiles-an-enchantment
    Scenario: Destroyed without a finality counter, Elemental Bond goes to the graveyard; returned by Yuna with one, it is exiled
      Given Alice controls Elemental Bond
      And Bob controls 4 Forest
      And Bob has 2 Naturalize in his hand
      And Alice will choose Elemental Bond as targets
      And Bob will choose Elemental Bond, then Elemental Bond as targets
      When Alice passes priority
      And Bob activates Forest's "{T}: Add {G}." ability
      And Bob activates Forest's "{T}: Add {G}." ability
      And Bob casts Naturalize from his hand
      And all players pass priority
      Then Alice has Elemental Bond in her graveyard
      When the game advances to Alice's end step
      Then the triggered abilities put on the stack are 1 from Yuna, Hope of Spira
      And Alice controls Elemental Bond
      And Elemental Bond has 1 finality counter
      When Alice passes priority
      And Bob activates Forest's "{T}: Add {G}." ability
      And Bob activates Forest's "{T}: Add {G}." ability
      And Bob casts Naturalize from his hand
      And all players pass priority
      Then Elemental Bond is in exile
      And Alice has no Elemental Bond in her graveyard

  @ruling:051e994c0e90 @cr:122.1h @cr:122.6 @cr:614.1a
  Rule: Several finality counters do what one does
    Multiple finality counters on a single permanent are redundant.

    Wording as recorded by shaggy806/MTG-Engine only: single-source.

    @id:yuna-two-finality-counters-exile-once
    Scenario: With Doubling Season, Elemental Bond returns with two finality counters and is exiled once
      Given Alice controls Doubling Season
      And Alice has Elemental Bond in her graveyard
      And Bob controls 2 Forest
      And Bob has Naturalize in his hand
      And Alice will choose Elemental Bond as targets
      And Bob will choose Elemental Bond as targets
      When the game advances to Alice's end step
      Then Elemental Bond has 2 finality counters
      When Alice passes priority
      And Bob activates Forest's "{T}: Add {G}." ability
      And Bob activates Forest's "{T}: Add {G}." ability
      And Bob casts Naturalize from his hand
      And all players pass priority
      Then Elemental Bond is in exile
      And Alice has no Elemental Bond in her graveyard
      And Alice controls Doubling Season and no Elemental Bond

  @ruling:fd7d5f476150 @cr:122.1h @cr:614.1a
  Rule: A finality counter changes only a move to a graveyard
    Finality counters don't stop permanents from going to zones other than the graveyard from the battlefield.
    For example, if a permanent with a finality counter on it would be put into its owner's hand from the
    battlefield, it does so normally.

    Wording as recorded by shaggy806/MTG-Engine only: single-source.

    @id:yuna-finality-counter-bounced-to-hand
    Scenario: Boomerang returns Elemental Bond, finality counter and all, to Alice's hand
      Given Alice has Elemental Bond in her graveyard
      And Bob controls 2 Island
      And Bob has Boomerang in his hand
      And Alice will choose Elemental Bond as targets
      And Bob will choose Elemental Bond as targets
      When the game advances to Alice's end step
      Then Elemental Bond has 1 finality counter
      When Alice passes priority
      And Bob activates Island's "{T}: Add {U}." ability
      And Bob activates Island's "{T}: Add {U}." ability
      And Bob casts Boomerang from his hand
      And all players pass priority
      Then Alice has Elemental Bond in her hand
      And no Elemental Bond is in exile

  @ruling:46a1e9606d20 @cr:122.1h @cr:613.1f @cr:613.4b
  Rule: A finality counter is not an ability: a permanent that lost its abilities is still exiled
    Finality counters aren't keyword counters, and a finality counter doesn't give any abilities to the permanent
    it's on. If that permanent loses its abilities and then would go to a graveyard, it will still be exiled
    instead.

    Wording as recorded by shaggy806/MTG-Engine only: single-source.

    @id:yuna-finality-counter-survives-losing-abilities
    Scenario: Fang of Shigeki, returned by Yuna, loses all abilities to Humble, dies to Lightning Bolt and is exiled
      Bob acts in his own turn: during Alice's turn Yuna gives enchantment creatures Alice controls ward {2}, which
      the reference engine doesn't model (phase.rs asked Bob to pay for ward when he did it in Alice's end step).

      Given Alice has Fang of Shigeki in her graveyard
      And Bob controls Plains, Plains and Mountain
      And Bob has Humble and Lightning Bolt in his hand
      And Bob's library, from the top, is Forest
      And Alice will choose Fang of Shigeki as targets
      And Bob will choose Fang of Shigeki, then Fang of Shigeki as targets
      When the game advances to Alice's end step
      Then Fang of Shigeki has 1 finality counter
      When the game advances to Bob's precombat main phase
      And Bob activates Plains's "{T}: Add {W}." ability
      And Bob activates Plains's "{T}: Add {W}." ability
      And Bob casts Humble from his hand
      And all players pass priority
      Then Fang of Shigeki is 0/1
      And Fang of Shigeki has 1 finality counter
      When Bob activates Mountain's "{T}: Add {R}." ability
      And Bob casts Lightning Bolt from his hand
      And all players pass priority
      Then Fang of Shigeki is in exile
      And Alice has no Fang of Shigeki in her graveyard
