Feature: Zell Dincht: additional land plays add up
  Zell Dincht {2}{R} — Legendary Creature — Human Monk 0/3: You may play an additional land on each of your
  turns. Zell Dincht gets +1/+0 for each land you control. At the beginning of your end step, return a land you
  control to its owner's hand.

  Rulings: shared/data/fin-rulings.json (2025-06-06), one source (shaggy806/MTG-Engine only, not
  corroborated by a second repository). CR 305.2: one land a turn, plus what continuous effects allow.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:780816b90b27 @cr:305.2 @cr:305.2a
  Rule: Zell Dincht's extra land play adds to Exploration's
    The effect of Zell Dincht's first ability is cumulative with similar effects. For example, if you control
    both Zell Dincht and Exploration (an enchantment with "You may play an additional land on each of your
    turns"), you'll be able to play three lands during each of your turns. (Wording as recorded by
    shaggy806/MTG-Engine only.)

    @id:zell-and-exploration-three-lands
    Scenario: With Zell Dincht and Exploration, Alice plays three lands and not a fourth
      Given Alice controls Zell Dincht and Exploration
      And Alice has 4 Forest in her hand
      When Alice plays Forest from her hand
      And Alice plays Forest from her hand
      And Alice plays Forest from her hand
      And Alice tries to play Forest from her hand
      Then that is rejected by rule 305.2
      And Alice controls 3 Forest
      And Zell Dincht is 3/3

    @id:zell-alone-two-lands
    Scenario: With Zell Dincht alone, Alice plays two lands and not a third
      Given Alice controls Zell Dincht
      And Alice has 3 Forest in her hand
      When Alice plays Forest from her hand
      And Alice plays Forest from her hand
      And Alice tries to play Forest from her hand
      Then that is rejected by rule 305.2
      And Alice controls 2 Forest
      And Zell Dincht is 2/3

    @id:zell-extra-land-only-on-your-turns
    Scenario: Zell Dincht gives its controller's opponent no additional land play
      Given it is Bob's precombat main phase
      And Alice controls Zell Dincht
      And Bob has 2 Forest in his hand
      When Bob plays Forest from his hand
      And Bob tries to play Forest from his hand
      Then that is rejected by rule 305.2
      And Bob controls 1 Forest
