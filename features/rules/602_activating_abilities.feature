Feature: 602 Activating abilities: their costs and what they do
  To activate an ability, its controller pays its whole cost (CR 602.2b): mana, {T} (CR 107.5), and
  sacrificing a permanent as the cost says (CR 701.21a); an ability that can't be paid can't be
  activated. An activated ability that isn't a mana ability goes on the stack and resolves later (CR
  602.2, 608.2); a mana ability resolves at once (CR 605.3b).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:activate-tap-cost-taps @cr:107.5 @cr:602.2 @cr:608.2
  Scenario: Hangarback Walker's {1}, {T} ability taps it, and puts a counter on it as it resolves
    CR 107.5: {T} in a cost means "tap this permanent". The ability uses the stack: the counter is put
    on when it resolves.

    Given Alice controls Hangarback Walker (with 1 +1/+1 counter)
    And Alice has {C} in her mana pool
    When Alice activates Hangarback Walker's "{1}, {T}: Put a +1/+1 counter on this creature." ability
    Then Hangarback Walker is tapped
    And Alice's mana pool is empty
    And the stack, from the bottom, holds Hangarback Walker's activated ability
    And Hangarback Walker has 1 +1/+1 counter
    When all players pass priority
    Then Hangarback Walker has 2 +1/+1 counters
    And the stack is empty

  @id:activate-tap-cost-once @cr:107.5
  Scenario: A tapped Hangarback Walker can't pay {T} again
    CR 107.5: a permanent that's already tapped can't be tapped again to pay a cost.

    Given Alice controls Hangarback Walker (with 1 +1/+1 counter)
    And Alice has {C}{C} in her mana pool
    When Alice activates Hangarback Walker's "{1}, {T}: Put a +1/+1 counter on this creature." ability
    And Alice tries to activate Hangarback Walker's "{1}, {T}: Put a +1/+1 counter on this creature." ability
    Then that is rejected by rule 107.5
    And Alice's mana pool is {C}

  @id:activate-sacrifice-cost-needs-a-food @cr:602.2b @cr:701.21a
  Scenario: Gilded Goose's mana ability can't be activated without a Food to sacrifice
    CR 602.2b: the whole cost must be paid; "Sacrifice a Food" can't be paid without a Food.

    Given Alice controls Gilded Goose
    When Alice tries to activate Gilded Goose's "{T}, Sacrifice a Food: Add one mana of any color." ability
    Then that is rejected by rule 602.2b
    And Gilded Goose is untapped
    And Alice's mana pool is empty

  @id:activate-sacrifice-cost-pays @cr:602.2b @cr:701.21a @cr:605.3b
  Scenario: Gilded Goose taps and sacrifices a Food to add one mana of any color
    CR 605.3b: the mana ability resolves at once; the Food was sacrificed as part of its cost.

    Given Alice controls Gilded Goose and Food
    And Alice will choose blue as the color of mana
    When Alice activates Gilded Goose's "{T}, Sacrifice a Food: Add one mana of any color." ability
    Then Alice's mana pool is {U}
    And Alice controls no Food
    And Alice has no Food in her graveyard
    And Gilded Goose is tapped
    And the stack is empty

  @id:activate-create-food @cr:602.2 @cr:111.2
  Scenario: Gilded Goose's {1}{G}, {T} ability creates a Food token as it resolves
    CR 111.2: the ability's controller creates the token as the ability resolves.

    Given Alice controls Gilded Goose
    And Alice has {G}{C} in her mana pool
    When Alice activates Gilded Goose's "{1}{G}, {T}: Create a Food token." ability
    Then Alice controls no Food
    When all players pass priority
    Then Alice controls 1 Food
    And Gilded Goose is tapped

  @id:activate-food-gains-life @cr:602.2b @cr:701.21a @cr:119.3
  Scenario: A Food token is sacrificed as it's activated, and its controller gains 3 life
    CR 602.2b: "{2}, {T}, Sacrifice this token" is paid as the ability is activated; the life is gained
    as it resolves.

    Given Alice controls Food
    And Alice has {C}{C} in her mana pool
    When Alice activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
    Then Alice controls no Food
    And Alice's life total is 20
    When all players pass priority
    Then Alice's life total is 23

  @id:activate-food-needs-its-mana @cr:602.2b
  Scenario: Without {2} in her pool, Alice can't activate the Food's ability
    CR 602.2b: a cost that can't be paid in full can't be paid; the Food stays untapped.

    Given Alice controls Food
    And Alice has {C} in her mana pool
    When Alice tries to activate Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
    Then that is rejected by rule 602.2b
    And Alice controls 1 Food
    And Food is untapped

  @id:activate-only-if-sacrificed-a-food @cr:602.5b @cr:701.21a
  Scenario: Once Alice has sacrificed a Food this turn, she may activate Bonecache Overseer's ability
    CR 602.5b: an ability with "activate only if" may be activated only while the condition holds; Alice
    sacrificed her Food to pay its own cost (CR 701.21a), so she has sacrificed a Food this turn.

    Given Alice controls Bonecache Overseer and Food
    And Alice has {C}{C} in her mana pool
    And Alice's library, from the top, is Forest
    When Alice activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
    And all players pass priority until the stack is empty
    And Alice activates Bonecache Overseer's "{T}, Pay 1 life: Draw a card." ability
    And all players pass priority until the stack is empty
    Then Alice has Forest in her hand
    And Alice's life total is 22

  @id:activate-only-if-you-sacrificed-a-food-not-an-opponent @cr:602.5b @cr:701.21a
  Scenario: Bob sacrificing his Food doesn't let Alice activate Bonecache Overseer's ability
    CR 602.5b: "if you've sacrificed a Food this turn" asks about the ability's controller; Bob sacrificed
    his Food (CR 701.21a), Alice sacrificed none, so her activation is refused and she pays no life.

    Given Alice controls Bonecache Overseer
    And Bob controls Food
    And Bob has {C}{C} in his mana pool
    When Alice passes priority
    And Bob activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
    And all players pass priority until the stack is empty
    Then Bob's life total is 23
    When Alice tries to activate Bonecache Overseer's "{T}, Pay 1 life: Draw a card." ability
    Then that is rejected by rule 602.5b
    And Alice's life total is 20
    And Bonecache Overseer is untapped
