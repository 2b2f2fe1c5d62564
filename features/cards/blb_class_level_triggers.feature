Feature: Class "when this Class becomes level N" triggers: Builder's Talent and Caretaker's Talent
  Builder's Talent {1}{W} — Enchantment — Class: When this Class enters, create a 0/4 white Wall creature token
  with defender. {W}: Level 2 — Whenever one or more noncreature, nonland permanents you control enter, put a
  +1/+1 counter on target creature you control. {4}{W}: Level 3 — When this Class becomes level 3, return target
  noncreature, nonland permanent card from your graveyard to the battlefield.
  Caretaker's Talent {2}{W} — Enchantment — Class: Whenever one or more tokens you control enter, draw a card.
  This ability triggers only once each turn. {W}: Level 2 — When this Class becomes level 2, create a token
  that's a copy of target token you control. {3}{W}: Level 3 — Creature tokens you control get +2/+2.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 716.2a (a level bar: an activated ability "this Class's level becomes N", only at level N-1,
  and "as long as this Class is level N or greater, it has [abilities]"), 716.3 (the abilities before the first
  bar work at every level), 603.2 (a triggered ability triggers when its event happens: the Class becoming
  level N), 603.3d (a triggered ability with no legal target is removed from the stack), 707.2 (a token copy).
  The rulings' count of five abilities is the card's: three class abilities and two level bars.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Island, Island

  @ruling:db19495e8177 @cr:716.2a @cr:603.2
  Rule: Builder's Talent: its two level bars, one to level 2, then one to level 3, whose ability triggers as it becomes level 3
    Each Class has five abilities. The three in the major sections of its text box are class abilities. Class
    abilities can be static, activated, or triggered abilities. The other two are level abilities, one
    activated ability to advance the Class to level 2 and another to advance the Class to level 3.

    @id:blb-builders-talent-level-3-returns-permanent
    Scenario: Builder's Talent gains level 2, then level 3: its level 3 ability returns Exploration to the battlefield
      Given Alice controls Builder's Talent
      And Alice has Exploration in her graveyard
      And Alice has {W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose Exploration as targets
      When Alice activates Builder's Talent's "{W}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice activates Builder's Talent's "{4}{W}: Level 3" ability
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Builder's Talent
      When all players pass priority until the stack is empty
      Then Alice controls Exploration

    @id:blb-builders-talent-level-3-bar-at-level-1
    Scenario: At level 1, Builder's Talent's level 3 bar can't be activated: Exploration stays in the graveyard
      Given Alice controls Builder's Talent
      And Alice has Exploration in her graveyard
      And Alice has {W}{C}{C}{C}{C} in her mana pool
      When Alice tries to activate Builder's Talent's "{4}{W}: Level 3" ability
      Then that is rejected by rule 716.2a
      And the stack is empty
      And Alice has Exploration in her graveyard

  @ruling:4e4d1bbe7e00 @cr:716.2a @cr:716.3 @cr:603.3d
  Rule: Caretaker's Talent: its class abilities, triggered ones here, work together as it gains a level
    Each Class has five abilities. The three in the major sections of its text box are class abilities. Class
    abilities can be static, activated, or triggered abilities. The other two are level abilities, one
    activated ability to advance the Class to level 2 and another to advance the Class to level 3.

    @id:blb-caretakers-talent-level-2-copies-token
    Scenario: Caretaker's Talent becomes level 2: it copies Alice's Food, and the new token makes its first ability draw a card
      Given Alice controls Caretaker's Talent and Food
      And Alice has {W} in her mana pool
      And Alice will choose Food as targets
      When Alice activates Caretaker's Talent's "{W}: Level 2" ability
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Caretaker's Talent
      When all players pass priority until the stack is empty
      Then Alice controls 2 Food
      And Alice has Island in her hand

    @id:blb-caretakers-talent-level-2-no-token
    Scenario: Caretaker's Talent becomes level 2 with no token to target: its ability is removed, nothing is created or drawn
      Given Alice controls Caretaker's Talent
      And Alice has {W} in her mana pool
      When Alice activates Caretaker's Talent's "{W}: Level 2" ability
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has no Island in her hand
