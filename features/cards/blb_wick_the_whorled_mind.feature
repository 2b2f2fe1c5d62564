Feature: Wick, the Whorled Mind: sacrificing a Snail uses its power as it last existed on the battlefield
  Wick, the Whorled Mind {3}{B} — Legendary Creature — Rat Warlock 2/4: Whenever Wick or another Rat you control
  enters, create a 1/1 black Snail creature token if you don't control a Snail. Otherwise, put a +1/+1 counter on
  a Snail you control. {U}{B}{R}, Sacrifice a Snail: Wick deals damage equal to the sacrificed creature's power to
  each opponent. Then draw cards equal to the sacrificed creature's power.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 608.2h (last known information of the sacrificed creature), 602.2b (sacrificing is part of
  the activation cost), 704.5d (a token in the graveyard ceases to exist), 120.3, 121.1, 608.2c. Typhoid Rats {B}
  is a Rat.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Wick, the Whorled Mind
    And Alice's library, from the top, is Island, Forest, Mountain and Plains

  @ruling:3da021d25d5d @cr:608.2h
  Rule: The sacrificed Snail's power is taken as it last existed on the battlefield
    Use the power of the sacrificed Snail as it last existed on the battlefield to determine how much damage
    to deal and how many cards to draw.

    @id:blb-wick-sacrificed-snail-with-counters
    Scenario: A Snail token with two +1/+1 counters (3/3) is sacrificed: Bob is dealt 3 damage and Alice draws 3 cards
      Given Alice controls Snail (with 2 +1/+1 counters)
      And Alice has {U}{B}{R} in her mana pool
      When Alice activates Wick, the Whorled Mind's "{U}{B}{R}, Sacrifice a Snail: Wick deals damage equal to the sacrificed creature's power to each opponent. Then draw cards equal to the sacrificed creature's power." ability
      And all players pass priority until the stack is empty
      Then Bob's life total is 17
      And Alice has Island, Forest and Mountain in her hand
      And Alice controls no Snail

    @id:blb-wick-sacrificed-snail-base
    Scenario: A Snail token without counters (1/1) is sacrificed: 1 damage and 1 card
      Given Alice controls Snail
      And Alice has {U}{B}{R} in her mana pool
      When Alice activates Wick, the Whorled Mind's "{U}{B}{R}, Sacrifice a Snail: Wick deals damage equal to the sacrificed creature's power to each opponent. Then draw cards equal to the sacrificed creature's power." ability
      And all players pass priority until the stack is empty
      Then Bob's life total is 19
      And Alice has Island in her hand

  @cr:603.2 @cr:608.2c
  Rule: Another Rat entering creates a Snail, or puts a +1/+1 counter on the Snail Alice controls
    CR 603.2 and 608.2c: whether Alice controls a Snail is checked as the ability resolves.

    @id:blb-wick-rat-enters-creates-snail
    Scenario: Typhoid Rats enters and Alice controls no Snail: she creates a Snail token
      Given Alice has Typhoid Rats in her hand
      And Alice has {B} in her mana pool
      When Alice casts Typhoid Rats from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Snail

    @id:blb-wick-rat-enters-counter-on-snail
    Scenario: Typhoid Rats enters and Alice controls a Snail: it gets a +1/+1 counter, and no new Snail is created
      Given Alice controls Snail
      And Alice has Typhoid Rats in her hand
      And Alice has {B} in her mana pool
      When Alice casts Typhoid Rats from her hand
      And all players pass priority until the stack is empty
      Then Snail has 1 +1/+1 counter
      And Alice controls 1 Snail
