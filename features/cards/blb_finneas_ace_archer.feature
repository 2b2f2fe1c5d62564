Feature: Finneas, Ace Archer: the total power is checked after the counters, in the same resolution
  Finneas, Ace Archer {G}{W} — Legendary Creature — Rabbit Archer 2/2: Reach, vigilance. Whenever Finneas
  attacks, put a +1/+1 counter on each other creature you control that's a token or a Rabbit. Then if creatures
  you control have total power 10 or greater, draw a card.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 608.2c: the instructions are followed in order as the ability resolves, and the "if" is
  checked after the counters are put (608.2h); no player gets priority in between (117.2). Finneas itself gets
  no counter ("other").

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Island

  @ruling:20f76f392128 @cr:608.2c @cr:608.2h @cr:508.1m
  Rule: The total power is checked right after the counters are put, with no action in between
    Players can't take actions in between the time you put counters on creatures with Finneas's last ability
    and the point at which that ability checks the total power of creatures you control.

    @id:blb-finneas-counters-reach-total-power-ten
    Scenario: Total power 9 before the counters, 11 after: Alice draws a card
      Finneas 2, Colossal Dreadmaw 6 (no token, no Rabbit: no counter), Wall 0 and Mercenary 1 (tokens: one
      counter each): 9 as Finneas attacks, 11 once the ability has put its counters.

      Given Alice controls Finneas, Ace Archer, Colossal Dreadmaw, Wall and Mercenary
      When Alice attacks with Finneas, Ace Archer
      Then the triggered abilities put on the stack are 1 from Finneas, Ace Archer
      When all players pass priority
      Then Wall has 1 +1/+1 counter
      And Mercenary has 1 +1/+1 counter
      And Colossal Dreadmaw has 0 +1/+1 counters
      And Finneas, Ace Archer has 0 +1/+1 counters
      And Alice has Island in her hand

    @id:blb-finneas-total-power-nine-no-draw
    Scenario: Total power 8 before the counters, 9 after: Alice draws no card
      Given Alice controls Finneas, Ace Archer, Colossal Dreadmaw and Wall
      When Alice attacks with Finneas, Ace Archer
      And all players pass priority
      Then Wall has 1 +1/+1 counter
      And Alice has no Island in her hand
