Feature: Class cards: gaining a level is an activated ability, one level at a time, and the earlier levels stay
  Artist's Talent {1}{R}, Caretaker's Talent {2}{W}, Gossip's Talent {1}{U}, Stormchaser's Talent {U},
  Builder's Talent {1}{W}, Hunter's Talent {1}{G} — Enchantment — Class. Each has an ability at level 1 and two class level bars, "[Cost]: Level 2 — [Abilities]"
  and "[Cost]: Level 3 — [Abilities]" (Artist's: {2}{R} and {2}{R}; Caretaker's: {W} and {3}{W}; Gossip's:
  {1}{U} and {3}{U}; Stormchaser's: {3}{U} and {5}{U}; Builder's: {W} and {4}{W}; Hunter's: {1}{G} and {3}{G}). The abilities their card data declares not modelled
  (surveil, combat, "when this Class becomes level N", a damage replacement) take no part in these scenarios.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions); the same texts are recorded for each Class, so each card has its own rows. CR 716.2a (a class
  level bar: an activated ability, "this Class's level becomes N", only at level N-1 and as a sorcery, and
  "as long as this Class is level N or greater, it has [abilities]"), 716.2d (level 1 until it gains one),
  602.2 (an activated ability goes on the stack), 601.2f and 118.7a (a cost reduction takes generic mana only).
  No step reads a Class's level: a level shows in which bar can be activated next and in the abilities it has.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:e5f8fda13ff9 @cr:716.2a @cr:602.2
  Rule: Gaining a level is an activated ability: it uses the stack and can be responded to
    Gaining a level is a normal activated ability. It uses the stack and can be responded to.

    @id:blb-class-level-up-responded-to
    Scenario Outline: Bob destroys <card> in response to its level 2 ability: the Class never gains the level
      Given Alice controls <card>
      And Alice has <cost2> in her mana pool
      And Bob has Naturalize in his hand
      And Bob has {G}{C} in his mana pool
      And Bob will choose <card> as targets
      When Alice activates <card>'s "<bar2>" ability
      Then the stack, from the bottom, holds <card>'s activated ability
      When Alice passes priority
      And Bob casts Naturalize from his hand
      And all players pass priority until the stack is empty
      Then Alice has <card> in her graveyard

      Examples:
        | card                 | cost2     | bar2              |
        | Artist's Talent      | {R}{C}{C} | {2}{R}: Level 2   |
        | Caretaker's Talent   | {W}       | {W}: Level 2      |
        | Gossip's Talent      | {U}{C}    | {1}{U}: Level 2   |
        | Stormchaser's Talent | {U}{C}{C}{C} | {3}{U}: Level 2 |
        | Builder's Talent     | {W}          | {W}: Level 2    |
        | Hunter's Talent      | {G}{C}       | {1}{G}: Level 2 |

    @id:blb-class-level-up-resolves
    Scenario Outline: <card>'s level 2 ability resolves: the Class is level 2, and its level 3 bar can be activated
      Given Alice controls <card>
      And Alice has <mana> in her mana pool
      When Alice activates <card>'s "<bar2>" ability
      And all players pass priority
      Then the stack is empty
      When Alice activates <card>'s "<bar3>" ability
      Then the stack, from the bottom, holds <card>'s activated ability

      Examples:
        | card                 | mana                           | bar2            | bar3            |
        | Artist's Talent      | {R}{C}{C}{R}{C}{C}             | {2}{R}: Level 2 | {2}{R}: Level 3 |
        | Caretaker's Talent   | {W}{W}{C}{C}{C}                | {W}: Level 2    | {3}{W}: Level 3 |
        | Gossip's Talent      | {U}{C}{U}{C}{C}{C}             | {1}{U}: Level 2 | {3}{U}: Level 3 |
        | Stormchaser's Talent | {U}{C}{C}{C}{U}{C}{C}{C}{C}{C} | {3}{U}: Level 2 | {5}{U}: Level 3 |
        | Builder's Talent     | {W}{W}{C}{C}{C}{C}             | {W}: Level 2    | {4}{W}: Level 3 |
        | Hunter's Talent      | {G}{C}{G}{C}{C}{C}             | {1}{G}: Level 2 | {3}{G}: Level 3 |

  @ruling:a575c5d6d526 @cr:716.2a @cr:716.2d
  Rule: A level bar can be activated only at the level just below it
    You can't activate the first level ability of a Class unless that Class is level 1. You can't activate the
    second level ability of a Class unless that Class is level 2.

    @id:blb-class-level-3-bar-at-level-1
    Scenario Outline: At level 1, <card>'s level 3 bar can't be activated
      Given Alice controls <card>
      And Alice has <cost3> in her mana pool
      When Alice tries to activate <card>'s "<bar3>" ability
      Then that is rejected by rule 716.2a
      And the stack is empty

      Examples:
        | card                 | cost3              | bar3            |
        | Caretaker's Talent   | {W}{C}{C}{C}       | {3}{W}: Level 3 |
        | Gossip's Talent      | {U}{C}{C}{C}       | {3}{U}: Level 3 |
        | Stormchaser's Talent | {U}{C}{C}{C}{C}{C} | {5}{U}: Level 3 |
        | Builder's Talent     | {W}{C}{C}{C}{C}    | {4}{W}: Level 3 |
        | Hunter's Talent      | {G}{C}{C}{C}       | {3}{G}: Level 3 |

    @id:blb-class-level-2-bar-at-level-2
    Scenario Outline: At level 2, <card>'s level 2 bar can't be activated again
      Given Alice controls <card>
      And Alice has <mana> in her mana pool
      When Alice activates <card>'s "<bar2>" ability
      And all players pass priority
      And Alice tries to activate <card>'s "<bar2>" ability
      Then that is rejected by rule 716.2a

      Examples:
        | card                 | mana                 | bar2            |
        | Caretaker's Talent   | {W}{W}               | {W}: Level 2    |
        | Gossip's Talent      | {U}{C}{U}{C}         | {1}{U}: Level 2 |
        | Stormchaser's Talent | {U}{C}{C}{C}{U}{C}{C}{C} | {3}{U}: Level 2 |
        | Builder's Talent     | {W}{W}               | {W}: Level 2    |
        | Hunter's Talent      | {G}{C}{G}{C}         | {1}{G}: Level 2 |

  @ruling:8b3d9f28f6d0 @cr:716.2a @cr:716.3
  Rule: A Class that gains a level keeps the abilities of its earlier levels
    Gaining a level won't remove abilities that a Class had at a previous level.

    @id:blb-artists-talent-level-2-ability-at-level-3
    Scenario: At level 3, Artist's Talent still has its level 2 ability: Divination costs {1}{U}
      Given Alice controls Artist's Talent
      And Alice has Divination in her hand
      And Alice's library, from the top, is Island, Forest
      And Alice has {R}{C}{C}{R}{C}{C}{U}{C} in her mana pool
      When Alice activates Artist's Talent's "{2}{R}: Level 2" ability
      And all players pass priority
      And Alice activates Artist's Talent's "{2}{R}: Level 3" ability
      And all players pass priority
      And Alice casts Divination from her hand
      And all players pass priority until the stack is empty
      Then Alice has Island and Forest in her hand

    @id:blb-caretakers-talent-level-1-ability-at-level-3
    Scenario: At level 3, Caretaker's Talent still draws for an entering token, and its tokens get +2/+2
      Given Alice controls Caretaker's Talent and Grizzly Bears
      And Alice has Unfortunate Accident in her hand
      And Alice's library, from the top, is Island
      And Alice has {W}{W}{B}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Create a 1/1 red Mercenary creature token with "{T}: Target creature you control gets +1/+0 until end of turn. Activate only as a sorcery.""
      And Alice will choose no more modes
      When Alice activates Caretaker's Talent's "{W}: Level 2" ability
      And all players pass priority
      And Alice activates Caretaker's Talent's "{3}{W}: Level 3" ability
      And all players pass priority
      And Alice casts Unfortunate Accident from her hand
      And all players pass priority until the stack is empty
      Then Alice has Island in her hand
      And Mercenary is 3/3
      And Grizzly Bears is 2/2

    @id:blb-caretakers-talent-level-1-no-level-3-bonus
    Scenario: At level 1, Caretaker's Talent draws for an entering token, which doesn't get +2/+2
      Given Alice controls Caretaker's Talent
      And Alice has Unfortunate Accident in her hand
      And Alice's library, from the top, is Island
      And Alice has {B}{C} in her mana pool
      And Alice will choose the mode "Create a 1/1 red Mercenary creature token with "{T}: Target creature you control gets +1/+0 until end of turn. Activate only as a sorcery.""
      And Alice will choose no more modes
      When Alice casts Unfortunate Accident from her hand
      And all players pass priority until the stack is empty
      Then Alice has Island in her hand
      And Mercenary is 1/1

    @id:blb-builders-talent-level-2-ability-at-level-3
    Scenario: At level 3, Builder's Talent still has its level 2 ability: an entering Treasure puts a counter
      Given Alice controls Builder's Talent and Grizzly Bears
      And Alice has Gold Rush in her hand
      And Alice has {W}{W}{G}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Grizzly Bears as targets
      When Alice activates Builder's Talent's "{W}: Level 2" ability
      And all players pass priority
      And Alice activates Builder's Talent's "{4}{W}: Level 3" ability
      And all players pass priority
      And Alice casts Gold Rush from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 +1/+1 counter
      And Grizzly Bears is 5/5

    @id:blb-builders-talent-level-1-no-level-2-ability
    Scenario: At level 1, Builder's Talent has no level 2 ability: an entering Treasure puts no counter
      Given Alice controls Builder's Talent and Grizzly Bears
      And Alice has Gold Rush in her hand
      And Alice has {G}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Gold Rush from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Treasure
      And Grizzly Bears is 4/4

  @ruling:1bf1a3ed27c5 @cr:601.2f @cr:118.7a
  Rule: Artist's Talent's level 2 reduction takes generic mana only
    The cost reduction applies only to generic mana in the total cost of noncreature spells you cast.

    @id:blb-artists-talent-no-colored-reduction
    Scenario: At level 2, Lightning Bolt ({R}) still costs {R}: with an empty pool it can't be cast
      Given Alice controls Artist's Talent
      And Alice has Lightning Bolt in her hand
      And Alice has {R}{C}{C} in her mana pool
      When Alice activates Artist's Talent's "{2}{R}: Level 2" ability
      And all players pass priority
      And Alice tries to cast Lightning Bolt from her hand
      Then that is rejected by rule 601.2h
      And Alice has Lightning Bolt in her hand

    @id:blb-artists-talent-generic-reduction
    Scenario: At level 2, Divination ({2}{U}) costs {1}{U}
      Given Alice controls Artist's Talent
      And Alice has Divination in her hand
      And Alice's library, from the top, is Island, Forest
      And Alice has {R}{C}{C}{U}{C} in her mana pool
      When Alice activates Artist's Talent's "{2}{R}: Level 2" ability
      And all players pass priority
      And Alice casts Divination from her hand
      Then Alice's mana pool is empty

    @id:blb-artists-talent-level-1-no-reduction
    Scenario: At level 1, Artist's Talent reduces nothing: Divination can't be cast for {1}{U}
      Given Alice controls Artist's Talent
      And Alice has Divination in her hand
      And Alice has {U}{C} in her mana pool
      When Alice tries to cast Divination from her hand
      Then that is rejected by rule 601.2h

  @ruling:bb1b4ad18366 @cr:603.3 @cr:608.1
  Rule: Stormchaser's Talent's level 3 ability resolves first, even if the spell is countered
    The level 3 class ability of Stormchaser's Talent resolves before the spell or ability that caused it to
    trigger. It resolves even if that spell is countered.

    @id:blb-stormchasers-talent-trigger-resolves-though-countered
    Scenario: At level 3, Alice's Lightning Bolt is countered: the Otter is still created
      Given Alice controls Stormchaser's Talent
      And Alice has Lightning Bolt in her hand
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice has {U}{C}{C}{C}{U}{C}{C}{C}{C}{C}{R} in her mana pool
      And Alice will choose Bob as targets
      And Bob will choose Lightning Bolt as targets
      When Alice activates Stormchaser's Talent's "{3}{U}: Level 2" ability
      And all players pass priority
      And Alice activates Stormchaser's Talent's "{5}{U}: Level 3" ability
      And all players pass priority
      And Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt and Stormchaser's Talent's triggered ability
      When all players pass priority
      Then Alice controls Otter
      When Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice has Lightning Bolt in her graveyard
      And Bob's life total is 20

    @id:blb-stormchasers-talent-level-2-no-trigger
    Scenario: At level 2, Stormchaser's Talent has no level 3 ability: casting Lightning Bolt creates no Otter
      Given Alice controls Stormchaser's Talent
      And Alice has Lightning Bolt in her hand
      And Alice has {U}{C}{C}{C}{R} in her mana pool
      And Alice will choose Bob as targets
      When Alice activates Stormchaser's Talent's "{3}{U}: Level 2" ability
      And all players pass priority
      And Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
