Feature: Geyser Drake: during other players' turns, spells cost {1} less; mana cost, mana value and colored mana unchanged
  Geyser Drake {2}{U} — Creature — Drake 2/3: Flying. During turns other than yours, spells you cast cost {1}
  less to cast.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 601.2f (the total cost, less reductions), 118.7a (a reduction of generic mana can't reduce
  colored requirements), 202.3 (mana value: the mana cost only).

  Background:
    Given a game between Alice and Bob
    And Alice controls Geyser Drake
    And Bob controls Grizzly Bears

  @ruling:40f4abd45dad @cr:601.2f @cr:202.3
  Rule: The reduction changes only the total cost paid, not the mana cost or mana value
    Geyser Drake's last ability doesn't change the mana cost or mana value of any spell. It changes only the total
    cost you pay to cast spells.

    @id:otj-geyser-drake-mana-value-unchanged
    Scenario: On Bob's turn, Alice casts Shoot the Sheriff for {B}: on the stack its mana value is still 2
      Given it is Bob's precombat main phase
      And Alice has Shoot the Sheriff in her hand
      And Alice has {B} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Bob passes priority
      And Alice casts Shoot the Sheriff from her hand
      Then Shoot the Sheriff on the stack has mana value 2
      And Alice's mana pool is empty

    @id:otj-geyser-drake-own-turn-full-cost
    Scenario: On Alice's own turn, Gold Rush costs its whole {1}{G}: {G} alone doesn't pay it
      Given it is Alice's precombat main phase
      And Alice has Gold Rush in her hand
      And Alice has {G} in her mana pool
      When Alice tries to cast Gold Rush from her hand
      Then that is rejected by rule 601.2h
      And Alice has Gold Rush in her hand

  @ruling:114361d35ae3 @cr:118.7a @cr:601.2f
  Rule: The reduction can't reduce colored mana, only generic mana
    Geyser Drake's last ability can't reduce the amount of colored mana you pay for a spell. It reduces only the
    generic mana component of that spell's cost.

    @id:otj-geyser-drake-colored-not-reduced
    Scenario: On Bob's turn, Lightning Bolt ({R}) still costs {R}: with an empty pool Alice can't cast it
      Given it is Bob's precombat main phase
      And Alice has Lightning Bolt in her hand
      When Bob passes priority
      And Alice tries to cast Lightning Bolt from her hand
      Then that is rejected by rule 601.2h
      And Alice has Lightning Bolt in her hand

    @id:otj-geyser-drake-generic-reduced
    Scenario: On Bob's turn, Gold Rush's {1} is reduced: Alice casts it with {G} alone
      Given it is Bob's precombat main phase
      And Alice has Gold Rush in her hand
      And Alice has {G} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Bob passes priority
      And Alice casts Gold Rush from her hand
      Then the stack, from the bottom, holds Gold Rush
      And Alice's mana pool is empty
