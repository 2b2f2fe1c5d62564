Feature: Stormchaser's Talent: "When this Class becomes level 2" triggers as it gains that level, and only then
  Stormchaser's Talent {U} — Enchantment — Class: When this Class enters, create a 1/1 blue and red Otter
  creature token with prowess. {3}{U}: Level 2 — When this Class becomes level 2, return target instant or
  sorcery card from your graveyard to your hand. {5}{U}: Level 3 — Whenever you cast an instant or sorcery
  spell, create a 1/1 blue and red Otter creature token with prowess.

  CR 716.2a (a level bar's ability: "this Class's level becomes N", and the abilities the Class has at level N
  or greater), 603.2 (a triggered ability triggers when its event happens: here the Class becoming level 2),
  115.1 (its target, chosen as it is put on the stack). No ruling of this card needs the trigger; these
  scenarios pin the rule down.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Stormchaser's Talent
    And Alice has Divination in her graveyard

  @cr:716.2a @cr:603.2
  Rule: The level 2 ability triggers when the Class becomes level 2
    CR 716.2a and 603.2: when Stormchaser's Talent's level 2 bar resolves, the Class becomes level 2, gains the
    ability "When this Class becomes level 2, ...", and it triggers; it doesn't trigger as the Class becomes
    level 3.

    @id:blb-stormchasers-talent-becomes-level-2
    Scenario: Stormchaser's Talent becomes level 2: Alice returns Divination from her graveyard to her hand
      Given Alice has {U}{C}{C}{C} in her mana pool
      And Alice will choose Divination as targets
      When Alice activates Stormchaser's Talent's "{3}{U}: Level 2" ability
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Stormchaser's Talent
      When all players pass priority
      Then Alice has Divination in her hand

    @id:blb-stormchasers-talent-becomes-level-3-no-return
    Scenario: Stormchaser's Talent, at level 2, becomes level 3: its level 2 ability doesn't trigger again
      Given Alice has Lightning Bolt in her graveyard
      And Alice has {U}{C}{C}{C}{U}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Divination as targets
      When Alice activates Stormchaser's Talent's "{3}{U}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice activates Stormchaser's Talent's "{5}{U}: Level 3" ability
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has Lightning Bolt in her graveyard
