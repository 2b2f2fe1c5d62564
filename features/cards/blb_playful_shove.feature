Feature: Playful Shove: with its only target illegal it doesn't resolve, and no card is drawn
  Playful Shove {1}{R} — Sorcery: Playful Shove deals 1 damage to any target. Draw a card.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 608.2b (a spell whose every target is illegal as it tries to resolve doesn't resolve: none
  of its effects happen, the ones that don't use the target included), 115.1 (any target), 120.3e.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears
    And Alice has Playful Shove in her hand
    And Alice has {R}{C} in her mana pool
    And Alice's library, from the top, is Island
    And Alice will choose Grizzly Bears as targets

  @ruling:3816e4e5a670 @cr:608.2b @cr:115.1
  Rule: If its target is illegal as it tries to resolve, Playful Shove does nothing, and Alice draws no card
    If the target is illegal as Playful Shove tries to resolve, it won't resolve and none of its effects will
    happen. You won't draw a card.

    @id:blb-playful-shove-target-gone-no-draw
    Scenario: Bob returns Grizzly Bears to his hand in response: Playful Shove doesn't resolve and Alice draws no card
      Given Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice casts Playful Shove from her hand
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his hand
      And Alice has no Island in her hand
      And Alice has Playful Shove in her graveyard

    @id:blb-playful-shove-target-legal-draws
    Scenario: Grizzly Bears is still there as Playful Shove resolves: it is dealt 1 damage and Alice draws a card
      When Alice casts Playful Shove from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 damage marked on it
      And Alice has Island in her hand
