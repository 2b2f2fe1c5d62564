Feature: Beastbond Outcaster: an intervening "if" clause is checked as the ability triggers and as it resolves
  Beastbond Outcaster {2}{G} — Creature — Human Druid 3/3: When this creature enters, if you control a creature
  with power 4 or greater, draw a card. Plot {1}{G} (plot isn't modelled: declared so in its card data).

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 603.4: a triggered ability with an intervening "if" clause triggers only if the condition
  is true, and does nothing as it resolves if the condition is false then.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Island, Forest
    And Alice has Beastbond Outcaster in her hand

  @ruling:c6ca9d1acd94 @cr:603.4
  Rule: The power 4 condition is checked twice: as the creature enters and as the ability resolves
    When Beastbond Outcaster enters the battlefield, its triggered ability will check to see if you control a
    creature with power 4 or greater. If you don't, the ability won't trigger at all. If the ability does
    trigger, it will check again as it tries to resolve. If you no longer control a creature with power 4 or
    greater, the ability won't do anything.

    @id:otj-beastbond-outcaster-draws-with-power-4
    Scenario: Alice controls Makindi Ox (4/4): Beastbond Outcaster's ability triggers and draws a card
      Given Alice controls Makindi Ox
      And Alice has {G}{C}{C} in her mana pool
      When Alice casts Beastbond Outcaster from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Beastbond Outcaster
      When all players pass priority until the stack is empty
      Then Alice has Island in her hand

    @id:otj-beastbond-outcaster-no-trigger-without-power-4
    Scenario: Alice controls only Grizzly Bears (2/2): the ability doesn't trigger at all
      Given Alice controls Grizzly Bears
      And Alice has {G}{C}{C} in her mana pool
      When Alice casts Beastbond Outcaster from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And the top card of Alice's library is Island

    @id:otj-beastbond-outcaster-condition-gone-on-resolution
    Scenario: Makindi Ox returns to Alice's hand in response: the ability resolves and does nothing
      Given Alice controls Makindi Ox
      And Alice has Unsummon in her hand
      And Alice has {G}{C}{C}{U} in her mana pool
      And Alice will choose Makindi Ox as targets
      When Alice casts Beastbond Outcaster from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Beastbond Outcaster
      When Alice casts Unsummon from her hand
      And all players pass priority until the stack is empty
      Then Alice has Makindi Ox in her hand
      And the top card of Alice's library is Island
